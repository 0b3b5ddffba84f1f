import { z } from 'zod';

/**
 * Sharing: create / revoke a public link to a magazine cover, read it publicly, the gallery of shared covers,
 * the share message templates. Used by the server's routes and by the web client.
 */

/** Share ids are server-made (128-bit, base64url). Anything else is 'Invalid share link' before any lookup. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const shareIdSchema = z.string().regex(SHARE_ID_PATTERN, 'Invalid share link');

export const POSTER_PLATFORMS = ['instagram_story', 'instagram_feed', 'linkedin', 'twitter', 'tiktok'] as const;
export const posterPlatformSchema = z.enum(POSTER_PLATFORMS);
export type PosterPlatform = z.infer<typeof posterPlatformSchema>;

/** POST /api/shares (create-magazine-share). userRole is accepted for compatibility; the cover's role wins. */
export const createShareRequestSchema = z.object({
  /** Any string: a cover that is not the visitor's (or not an id at all) is the spec's 'No poster found'. */
  coverId: z.string().min(1).max(100),
  userName: z.string().max(200).optional(),
  userRole: z.string().max(200).optional(),
});
export type CreateShareRequest = z.infer<typeof createShareRequestSchema>;

export const createShareResponseSchema = z.object({
  shareId: z.string(),
  /** The public link with the share UTM parameters. */
  url: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
  /** The owner's 'Show my cover in the public gallery' tick (off by default). */
  inGallery: z.boolean().optional(),
  /** Why the share shows 'Anonymous' instead of the name given (the name was refused), else absent or null. */
  nameNotice: z.string().nullish(),
});
export type CreateShareResponse = z.infer<typeof createShareResponseSchema>;

/** GET /api/covers/:coverId/share: the owner's active share of a cover. */
export const coverShareResponseSchema = createShareResponseSchema.extend({ createdAt: z.string() });
export type CoverShareResponse = z.infer<typeof coverShareResponseSchema>;

/** GET /api/shares/:shareId (get-shared-magazine): snake_case as the spec names the fields. */
export const sharedMagazineSchema = z.object({
  user_role: z.string(),
  user_name: z.string(),
  /** Same-origin path of the cover image, or null when it has none (the page shows 'Magazine Preview'). */
  magazine_image_url: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  cohort_id: z.string(),
  ambassador_code: z.string().nullable(),
});
export type SharedMagazine = z.infer<typeof sharedMagazineSchema>;

/** GET /api/shares/gallery: up to GALLERY_LIMIT covers their owners shared, newest first. */
export const galleryItemSchema = z.object({
  shareId: z.string(),
  roleTitle: z.string(),
  userName: z.string(),
  imageUrl: z.string(),
});
export const galleryResponseSchema = z.object({ items: z.array(galleryItemSchema) });
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type GalleryResponse = z.infer<typeof galleryResponseSchema>;

/** GET /api/share-templates: the active default template per platform. */
export const shareTemplateSchema = z.object({
  platform: z.string(),
  templateText: z.string(),
  hashtags: z.array(z.string()),
});
export const shareTemplatesResponseSchema = z.object({ templates: z.array(shareTemplateSchema) });
export type ShareTemplate = z.infer<typeof shareTemplateSchema>;
export type ShareTemplatesResponse = z.infer<typeof shareTemplatesResponseSchema>;
