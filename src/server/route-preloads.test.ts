import { describe, expect, it } from 'vitest';
import { routePreloads, withModulePreloads } from './route-preloads.ts';

const manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true },
  'routes/_client/dashboard.tsx?tsr-split=component---loader': {
    file: 'assets/dashboard-A.js',
    imports: ['index.html', '_Modal-M.js', '_trpc-T.js'],
  },
  'routes/_client/dashboard.tsx?tsr-split=errorComponent---pendingComponent': {
    file: 'assets/dashboard-P.js',
    imports: ['_loading-L.js'],
  },
  '_Modal-M.js': { file: 'assets/Modal-M.js', imports: ['_Portal-O.js', 'index.html'] },
  '_Portal-O.js': { file: 'assets/Portal-O.js', imports: ['_Modal-M.js'] },
  '_trpc-T.js': { file: 'assets/trpc-T.js' },
  '_loading-L.js': { file: 'assets/loading-L.js' },
  'routes/chat.tsx?tsr-split=component---loader': { file: 'assets/chat-C.js' },
  'routes/chat.index.tsx?tsr-split=component---loader': { file: 'assets/chat.index-I.js' },
  'routes/chat.$id.tsx?tsr-split=component---loader': { file: 'assets/chat._id-X.js' },
  'routes/_admin.tsx?tsr-split=pendingComponent': { file: 'assets/_admin-G.js' },
  'routes/_admin/admin.tsx?tsr-split=component---loader': { file: 'assets/admin-D.js' },
  'routes/_client/payments.index.tsx?tsr-split=component---loader': { file: 'assets/payments.index-H.js' },
  'routes/_signed-in/jobs.$id.tsx?tsr-split=component---loader': { file: 'assets/jobs._id-J.js' },
};

describe('routePreloads', () => {
  it('names every chunk a route imports, however deep, without the entry', () => {
    expect(routePreloads(manifest).get('/dashboard')?.sort()).toEqual(
      [
        '/assets/Modal-M.js',
        '/assets/Portal-O.js',
        '/assets/dashboard-A.js',
        '/assets/dashboard-P.js',
        '/assets/loading-L.js',
        '/assets/trpc-T.js',
      ].sort(),
    );
  });

  it('adds the layout above an index route, and names a parameter as the server’s routes do', () => {
    const preloads = routePreloads(manifest);
    expect(preloads.get('/chat')?.sort()).toEqual(['/assets/chat-C.js', '/assets/chat.index-I.js']);
    expect(preloads.get('/chat/:id')?.sort()).toEqual(['/assets/chat-C.js', '/assets/chat._id-X.js']);
    expect(preloads.get('/jobs/:id')).toEqual(['/assets/jobs._id-J.js']);
    expect([...preloads.keys()].some((pathname) => pathname.includes('$'))).toBe(false);
  });

  it('finds a screen under a pathless layout (routes/_admin/admin.tsx) by its address, with the layout’s chunks', () => {
    const preloads = routePreloads(manifest);
    expect(preloads.get('/admin')?.sort()).toEqual(['/assets/_admin-G.js', '/assets/admin-D.js']);
    expect(preloads.get('/payments')).toEqual(['/assets/payments.index-H.js']);
    expect([...preloads.keys()].some((pathname) => pathname.includes('_'))).toBe(false);
  });
});

describe('withModulePreloads', () => {
  it('puts the links at the end of the head, in the entry script’s crossorigin mode', () => {
    expect(
      withModulePreloads('<head><script type="module" crossorigin src="/e.js"></script></head>', ['/a.js']),
    ).toBe(
      '<head><script type="module" crossorigin src="/e.js"></script>  <link rel="modulepreload" crossorigin href="/a.js">\n  </head>',
    );
  });
});
