import { useNavigate } from 'react-router';

/**
 * "Then back" (spec §4): one step back in the app's history, or to the student list when the form was
 * opened directly (there is no in-app page to go back to).
 */
export function useGoBack(fallback = '/dashboard/dashboard-student-management'): () => void {
  const navigate = useNavigate();
  return () => {
    const state = window.history.state as { idx?: number } | null;
    if (typeof state?.idx === 'number' && state.idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
