/**
 * A screen this many pixels wide, as far as antd's breakpoints (matchMedia min-width / max-width) can tell; returns the
 * function that puts the previous matchMedia back.
 */
export function screenWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...original(query), matches, media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} } as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}
