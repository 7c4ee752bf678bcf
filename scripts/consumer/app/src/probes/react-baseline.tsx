// Tree-shaking probe: a React page without kanqiu components, compared with `ui-tabs`.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root') ?? document.body;
createRoot(root).render(<nav aria-label="分类">直播</nav>);
