/** Images are served by the API itself (stored with the tenant), immutable per id. */
export const mediaUrl = (id: number | null | undefined): string | null => (id ? `/api/media/${id}` : null);
