import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router';
import { ChunkLoadError } from '@/shared/chunkLoad';

/** The error screen's words for what went wrong. */
export function describeRouteError(error: unknown): { title: string; text: string } {
  if (error instanceof ChunkLoadError && error.failure === 'missing') {
    return {
      title: 'A apărut o versiune nouă a aplicației',
      text: 'Reîncărcați pagina pentru a folosi versiunea nouă.',
    };
  }
  if (error instanceof ChunkLoadError) {
    return {
      title: 'Pagina nu s-a putut încărca',
      text: 'Serverul nu a răspuns. Verificați semnalul și reîncercați.',
    };
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return { title: 'Pagina nu a fost găsită', text: 'Adresa accesată nu există.' };
  }
  return {
    title: 'A apărut o eroare',
    text: 'Pagina nu a putut fi afișată. Reîncărcați pagina sau reveniți la început.',
  };
}

/**
 * A route's error screen, in Romanian, instead of React Router's developer page (plain markup: it
 * may show before antd has loaded). Set on every route of the company and admin apps (withRouteErrors).
 */
export function RouteError({ home }: { home: string }) {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const { title, text } = describeRouteError(error);
  return (
    <div className="plain-result" role="alert" data-testid="route-error">
      <h1>{title}</h1>
      <p>{text}</p>
      <div className="plain-actions">
        <button type="button" className="plain-button primary" onClick={() => window.location.reload()}>
          Reîncarcă pagina
        </button>
        <a
          className="plain-button"
          href={home}
          style={{ lineHeight: '30px', textDecoration: 'none', color: 'inherit' }}
        >
          Înapoi la pagina principală
        </a>
      </div>
    </div>
  );
}

/** The routes, each with RouteError as its error element (an error shows where it happened, inside its layouts). */
export function withRouteErrors(routes: RouteObject[], home: string): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        ...route,
        errorElement: <RouteError home={home} />,
        ...(route.children ? { children: withRouteErrors(route.children, home) } : {}),
      }) as RouteObject,
  );
}
