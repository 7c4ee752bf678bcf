// The stylesheet, imported once at the entry as the README of @kanqiu/ui documents it.
import '@kanqiu/ui/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsumerApp } from './consumer-app.js';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const params = new URLSearchParams(location.search);
createRoot(root).render(
  <StrictMode>
    <ConsumerApp server={params.get('server') ?? ''} matchId={params.get('match') ?? ''} />
  </StrictMode>,
);
