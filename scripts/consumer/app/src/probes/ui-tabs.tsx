// Tree-shaking probe: only Tabs from @kanqiu/ui, with the stylesheet imported the documented way.
import '@kanqiu/ui/style.css';
import { Tabs } from '@kanqiu/ui';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root') ?? document.body;
createRoot(root).render(<Tabs items={[{ title: '直播' }, { title: '数据' }]} />);
