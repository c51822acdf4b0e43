import type { ReactNode } from 'react';

export interface DataTableColumn {
  label: ReactNode;
  /** The header cell's classes (default `px-4 py-3`). */
  className?: string;
}

/** A table in a scrollable card: a header row of columns, then the rows given as children. */
export function DataTable({
  columns,
  caption,
  className,
  children,
}: {
  columns: readonly DataTableColumn[];
  /** Read by screen readers only. */
  caption?: string;
  /** Classes before the card's own (spacing around it). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      // `relative`: a screen-reader-only header label (absolutely positioned) stays inside the scrolling card
      // instead of widening the whole page on a phone.
      className={`${className ? `${className} ` : ''}relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm`}
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        {caption !== undefined && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wider text-slate-500">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.className ?? 'px-4 py-3'}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
