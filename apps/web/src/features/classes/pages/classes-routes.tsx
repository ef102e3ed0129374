import { Route, Routes } from 'react-router';
import { ClassPage } from './class-page';
import { ClassesPage } from './classes-page';
import { JoinClassPage } from './join-class-page';

/**
 * The screens under `/classes`, one chunk for the feature: the app's route table, which every first load
 * carries, names the feature once (the landing page's budget).
 */
export function ClassesRoutes() {
  return (
    <Routes>
      <Route index element={<ClassesPage />} />
      <Route path="join/:code" element={<JoinClassPage />} />
      <Route path=":classId" element={<ClassPage />} />
    </Routes>
  );
}
