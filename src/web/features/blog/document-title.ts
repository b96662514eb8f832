import { useEffect } from 'react';
import { useSpelling } from '../../components/spelling-provider.tsx';

/** The tab's title while a blog page is shown ("Post title | Humanise AI"); the plain brand once it is left. */
export function useDocumentTitle(title: string): void {
  const { labels } = useSpelling();
  useEffect(() => {
    document.title = `${title} | ${labels.brand}`;
    return () => {
      document.title = labels.brand;
    };
  }, [title, labels.brand]);
}
