/** SPEC §9: six skeleton placeholders while products load. */
export const skeletonCount = 6;

export function ProductSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-36 animate-pulse gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <div className="flex flex-1 flex-col gap-2">
        <div className="h-4 w-2/3 rounded bg-stone-200" />
        <div className="h-3 w-full rounded bg-stone-100" />
        <div className="h-3 w-5/6 rounded bg-stone-100" />
        <div className="mt-auto h-4 w-16 rounded bg-stone-200" />
      </div>
      <div className="size-28 rounded-xl bg-stone-200" />
    </div>
  );
}
