import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRuntimeConfig } from './lib/runtime-config';
import './index.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

loadRuntimeConfig().then(
  () => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(
      <main className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold">HiveKeeper could not start</h1>
        <p className="mt-2 text-stone-700">The app settings could not be loaded. Check your connection and reload.</p>
      </main>,
    );
  },
);
