import { APP_VERSION, pickQuote } from '@kanqiu/core';

/** The placeholder entry page: shows that the app and its packages load. */
export function App() {
  return (
    <main
      style={{
        maxWidth: 430,
        margin: '0 auto',
        padding: '48px 20px',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1 style={{ fontSize: 28, margin: 0 }}>看球</h1>
      <p style={{ color: '#9aa0a6' }}>比分直播 · 文字直播 · 赛事数据</p>
      <p>{pickQuote('football')}</p>
      <p style={{ color: '#9aa0a6', fontSize: 12 }}>版本 {APP_VERSION}</p>
    </main>
  );
}
