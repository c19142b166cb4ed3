import './platform/i18n.ts';
// antd's component styles, static (the theme's zeroRuntime mode, app/App.tsx); ours after them.
import 'antd/dist/antd.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
