// React's DOM renderer for main.tsx. Its package is CommonJS, so the bundler runs its code where
// the first module importing it is evaluated; this module is in the react-dom chunk
// (vite.config.ts), so that is the chunk's own evaluation, a task of its own as a page the server
// drew starts (public/start-app.js), rather than part of the entry's.
export { createRoot, hydrateRoot } from "react-dom/client";
