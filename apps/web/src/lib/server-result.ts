import toast from 'react-hot-toast';

/**
 * Toasts the server's confirmation of a change and says it happened; a refused call (undefined)
 * was already toasted by the fetch helper.
 */
export function announced<Result extends { message: string }>(
  result: Result | undefined,
): result is Result {
  if (!result) return false;
  toast.success(result.message);
  return true;
}
