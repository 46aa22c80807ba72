import type { ButtonHTMLAttributes } from 'react';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** The small size of row, header and calendar buttons. */
  small?: boolean;
}

/**
 * A button with no running state (Annuler, Fermer, Modifier); a button that starts a save is a
 * LoadingButton.
 */
export function PlainButton({ variant, small = false, className, ...rest }: PlainButtonProps) {
  const classes = ['button', `button--${variant}`, small ? 'button--sm' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button {...rest} type="button" className={classes} />;
}
