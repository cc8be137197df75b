/**
 * sharp (native: libvips) is loaded at its first use rather than when the function loads: of the
 * sandbox's steps only the proof step makes a photo, and a review without photos reads none.
 * Its own file, so that code which only encodes (the agents' copy, the sandbox's photo) holds
 * none of what reads photos (image.ts).
 */
export const loadSharp = () => import('sharp').then((module) => module.default);
