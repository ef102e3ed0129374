/** The personal home's cards. */
export const cardClasses = 'flex min-w-0 flex-col gap-3 rounded-[12px] border border-line bg-surface p-5';
