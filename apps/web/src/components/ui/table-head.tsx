import { clsx } from 'clsx';

/** One column heading: its text, and classes for that column alone (say `text-right` for numbers). */
export type TableHeading = string | { label: string; className?: string };

interface TableHeadProps {
  /** The headings in order; `false` or `null` leaves a column out. */
  headings: Array<TableHeading | false | null>;
  /** Classes of the `<thead>`; the default is the plain staff-table header (a rule below, small capitals). */
  className?: string;
  /** Classes every heading cell shares. */
  cellClassName?: string;
}

/** The header row of a data table: one `<th scope="col">` a heading. */
export function TableHead({
  headings,
  className = 'border-b border-line text-xs tracking-wide text-muted uppercase',
  cellClassName = 'px-3 py-2 font-semibold',
}: TableHeadProps) {
  return (
    <thead className={className}>
      <tr>
        {headings.map((heading) => {
          if (!heading) return null;
          const { label, className: own } = typeof heading === 'string' ? { label: heading } : heading;
          return (
            <th key={label} scope="col" className={clsx(cellClassName, own)}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
