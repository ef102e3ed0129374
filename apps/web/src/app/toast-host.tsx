import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '@prepshelf/contract';
import { useTheme } from '../lib/theme';

/** The one toast container (spec §8): top-right, auto-close 5000 ms, at most one toast at a time. */
export default function ToastHost() {
  const theme = useTheme();
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={1} theme={theme} />;
}
