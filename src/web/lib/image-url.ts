// The CSP allows images from this origin and data: URLs only (img-src 'self' data:). A profile image on another
// site would be blocked and logged as a violation, so it is not requested at all: initials stand in for it.
export function displayableImageUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  if (url.startsWith('data:image/')) return url;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && /^https?:$/.test(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}
