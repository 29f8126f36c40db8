import { Button, Result } from 'antd';
import { Link } from 'react-router';

export default function NotFoundPage({ home = '/' }: { home?: string }) {
  return (
    <Result
      status="404"
      title="Pagina nu a fost găsită"
      subTitle="Adresa accesată nu există."
      extra={
        <Link to={home}>
          <Button type="primary">Înapoi la pagina principală</Button>
        </Link>
      }
    />
  );
}
