// Stylesheets are imported for their side effect; the build collects them into dist/index.css.
declare module '*.css';
