import type { ReactNode } from 'react';

/** Header with the platform brand (link to the home page) and the page below it. */
export function PublicLayout({ home, children, wide = false }: { home: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className="public">
      <header className="public-header">
        <a href={home} className="public-brand">
          Bălți
        </a>
      </header>
      <main className={wide ? 'public-main public-main-wide' : 'public-main'}>{children}</main>
    </div>
  );
}

export function PublicNotFound({ home, title, text }: { home: string; title: string; text: string }) {
  return (
    <section className="public-404">
      <p className="public-code">404</p>
      <h1>{title}</h1>
      <p>{text}</p>
      <a href={home}>Înapoi la pagina principală</a>
    </section>
  );
}
