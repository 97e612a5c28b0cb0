/**
 * The benchmark's floor: a Vite + React hello world that does what the measured pages do at
 * their least (fetch a list, draw its rows, filter them on a keystroke), so every figure of the
 * app has a counterpart that costs nothing but React, the browser and this machine.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Floor() {
  const [items, setItems] = useState<string[] | null>(null);
  const [filter, setFilter] = useState('');
  useEffect(() => {
    void fetch('./items.json')
      .then((response) => response.json() as Promise<string[]>)
      .then(setItems);
  }, []);
  const shown = items?.filter((item) => item.toLowerCase().includes(filter.toLowerCase()));
  return (
    <main>
      <h1>Hello, floor</h1>
      <label>
        Filter <input value={filter} onChange={(event) => setFilter(event.target.value)} />
      </label>
      {shown ? (
        <ul aria-label="Items">
          {shown.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p>Loading…</p>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Floor />
  </StrictMode>,
);
