/**
 * The drawing room's one door (decision 070). Every image the server draws (the cover's art and type, the share
 * images, the posters) is drawn here, in the render pool's worker threads; a feature asks for one through this
 * file and nothing else. Only types and the pool are exported: importing this file loads none of the drawing code
 * (satori, resvg, the fonts), which the worker threads load on their first render.
 */
export {
  configureRenderPool,
  renderPool,
  RenderBusyError,
  RenderPool,
  type RenderPoolOptions,
  type RenderQueueStats,
  type RenderTask,
} from './pool.js';
export { normaliseAiPortraitPooled, renderCoverPooled, renderLocalArtPooled } from './pooled.js';
export type { Art, LayoutInput, PortraitInput } from './covers/index.js';
export type { PosterText } from './share/images.js';
