import type { HTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-3xl bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-7', className)} {...rest} />;
}
