import type { ReactNode } from 'react';
import { CardSection } from '../../components/layout/CardSection';

/** One panel of the organization page, named by its heading (`titleId` is the heading's id). */
export function OrganizationSection(props: {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return <CardSection block="organization-section" roomy {...props} />;
}
