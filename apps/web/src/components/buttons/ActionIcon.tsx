import { LineIcon } from './LineIcon';

const PATHS = {
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  delete: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  validate: 'M5 12.5l4.5 4.5L19 7',
  invoice: 'M7 3h10v18l-2.5-1.5L12 21l-2.5-1.5L7 21zM10 8h4M10 12h4M10 16h2',
  reset: 'M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4v3.5H8',
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
} as const;

export type ActionIconName = keyof typeof PATHS;

/** A row action's pictogram; the button around it carries the name. */
export function ActionIcon({ name }: { name: ActionIconName }) {
  return <LineIcon path={PATHS[name]} className="action-icon" size={18} strokeWidth={2} />;
}
