import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { MSG_OPERATION_IN_PROGRESS } from '../../constants';
import { Spinner } from '../feedback/Spinner';

export interface LoadingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button shows a spinner and refuses clicks with the toast 'Opération en cours'. */
  loading?: boolean;
  /** http(s) and mailto links open in a new tab; any other link navigates inside the app. */
  href?: string;
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  children: ReactNode;
}

export function isExternalHref(href: string): boolean {
  return /^(https?:|mailto:)/i.test(href.trim());
}

export function LoadingButton({
  loading = false,
  href,
  variant = 'primary',
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: LoadingButtonProps) {
  const navigate = useNavigate();

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Not `disabled`: a disabled button would swallow the click and the toast with it.
      event.preventDefault();
      toast.error(MSG_OPERATION_IN_PROGRESS);
      return;
    }
    onClick?.(event);
    if (event.defaultPrevented || !href) return;
    if (isExternalHref(href)) {
      window.open(href, '_blank', 'noopener,noreferrer');
    } else {
      void navigate(href);
    }
  };

  const classes = ['button', `button--${variant}`, loading ? 'is-loading' : '', className ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest.disabled || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      <span className="button__label">{children}</span>
    </button>
  );
}
