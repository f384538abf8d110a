/** Where an uploaded image is served (the server's storage rule). */
export const uploadUrl = (path: string): string => `/uploads/${path}`;

/** Thumbnails are webp files under `thumbs/` mirroring the image's path (the server's storage rule). */
export const thumbnailUrl = (path: string): string => `/uploads/thumbs/${path.replace(/\.[^./]+$/, '')}.webp`;
