/** The default picture for a category or subcategory without an image (SPEC §2). */
export function DishIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <path
        fill="currentColor"
        d="M12 5a1.5 1.5 0 0 1 1.5 1.5v.1A8 8 0 0 1 20 14.5V15H4v-.5a8 8 0 0 1 6.5-7.9v-.1A1.5 1.5 0 0 1 12 5M3 17h18v1.5H3z"
      />
    </svg>
  );
}
