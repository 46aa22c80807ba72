import { Toaster } from 'react-hot-toast';
import { useFormToasts } from '../components/feedback/useFormToasts';
import {
  TOAST_DURATION_DEFAULT_MS,
  TOAST_DURATION_ERROR_MS,
  TOAST_DURATION_SUCCESS_MS,
} from '../constants';

// The limit of 20 toasts is react-hot-toast's own store limit (TOAST_LIMIT, checked by a test):
// the library has no option for it and already drops the oldest toast beyond it.
export function AppToaster() {
  // A form's success dismisses its old error toasts.
  useFormToasts();
  return (
    <Toaster
      position="bottom-right"
      containerClassName="app-toaster"
      toastOptions={{
        duration: TOAST_DURATION_DEFAULT_MS,
        blank: { duration: TOAST_DURATION_DEFAULT_MS },
        error: { duration: TOAST_DURATION_ERROR_MS },
        success: { duration: TOAST_DURATION_SUCCESS_MS },
        loading: { duration: Infinity },
        style: { maxWidth: '26rem' },
      }}
    />
  );
}
