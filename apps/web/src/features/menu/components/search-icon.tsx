/** the magnifier of the search button and field */
export function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
      <path
        fill="currentColor"
        d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64a.75.75 0 1 1-1.06 1.06l-3.64-3.65A5.5 5.5 0 1 1 8.5 3m0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8"
      />
    </svg>
  );
}
