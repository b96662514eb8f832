import { describe, expect, it } from 'vitest';
import { routeFilesById, routeStyles } from './route-assets.ts';

// The shape TanStack Router's generator writes (route-tree.gen.ts), nested route, pathless layout and a
// declaration broken after its "=" included.
const ROUTE_TREE = `
import { Route as rootRouteImport } from './routes/__root.tsx'
import { Route as LoginRouteImport } from './routes/login.tsx'
import { Route as ChatRouteImport } from './routes/chat.tsx'
import { Route as ChatIndexRouteImport } from './routes/chat.index.tsx'
import { Route as CopywriterRouteImport } from './routes/_copywriter.tsx'
import { Route as CopywriterCopywriterDashboardRouteImport } from './routes/_copywriter/copywriter-dashboard.tsx'

const LoginRoute = LoginRouteImport.update({
  id: '/login',
  path: '/login',
  getParentRoute: () => rootRouteImport,
} as any)
const ChatRoute = ChatRouteImport.update({
  id: '/chat',
  path: '/chat',
  getParentRoute: () => rootRouteImport,
} as any)
const ChatIndexRoute = ChatIndexRouteImport.update({
  id: '/',
  path: '/',
  getParentRoute: () => ChatRoute,
} as any)
const CopywriterRoute = CopywriterRouteImport.update({
  id: '/_copywriter',
  getParentRoute: () => rootRouteImport,
} as any)
const CopywriterCopywriterDashboardRoute =
  CopywriterCopywriterDashboardRouteImport.update({
    id: '/copywriter-dashboard',
    path: '/copywriter-dashboard',
    getParentRoute: () => CopywriterRoute,
  } as any)

export interface FileRoutesById {
  __root__: typeof rootRouteImport
  '/login': typeof LoginRoute
  '/chat': typeof ChatRouteWithChildren
  '/chat/': typeof ChatIndexRoute
  '/_copywriter': typeof CopywriterRouteWithChildren
  '/_copywriter/copywriter-dashboard': typeof CopywriterCopywriterDashboardRoute
}
`;

describe('routeFilesById', () => {
  it('maps each full route id to its file, nested routes and those under a pathless layout by their full id', () => {
    expect(Object.fromEntries(routeFilesById(ROUTE_TREE))).toEqual({
      '/login': 'routes/login.tsx',
      '/chat': 'routes/chat.tsx',
      '/chat/': 'routes/chat.index.tsx',
      '/_copywriter': 'routes/_copywriter.tsx',
      '/_copywriter/copywriter-dashboard': 'routes/_copywriter/copywriter-dashboard.tsx',
    });
  });
});

describe('routeStyles', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], isEntry: true },
    'routes/login.tsx?tsr-split=component---loader': {
      file: 'assets/login-2.js',
      imports: ['index.html', '_TextInput-3.js'],
      css: ['assets/login-2.css'],
    },
    'routes/login.tsx?tsr-split=errorComponent---notFoundComponent---pendingComponent': {
      file: 'assets/login-4.js',
      imports: ['index.html'],
      css: ['assets/login-4.css'],
    },
    '_TextInput-3.js': {
      file: 'assets/TextInput-3.js',
      imports: ['index.html'],
      css: ['assets/TextInput-3.css'],
    },
  };

  it('lists the sheets of the component chunk and of what it imports, dependencies first, without the entry’s or the pending screen’s', () => {
    expect(routeStyles(manifest, new Map([['/login', 'routes/login.tsx']]))).toEqual({
      '/login': ['/assets/TextInput-3.css', '/assets/login-2.css'],
    });
  });

  it('leaves out a route that is part of the entry', () => {
    expect(routeStyles(manifest, new Map([['/', 'routes/index.tsx']]))).toEqual({});
  });
});
