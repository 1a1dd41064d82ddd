import '@testing-library/jest-dom';

// Docusaurus' client exposes window.docusaurus (prefetch/preload of route chunks); Link calls it.
if (typeof window !== 'undefined') {
  Object.assign(window, {
    docusaurus: {prefetch: () => Promise.resolve(), preload: () => Promise.resolve()},
  });
}
