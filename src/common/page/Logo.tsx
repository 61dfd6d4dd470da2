import { useTranslate } from 'react-admin';
import logoUrl from './logo.svg';

export const Logo = ({ size = 72 }: { size?: number }) => {
  const translate = useTranslate();
  return <img src={logoUrl} width={size} height={size} alt={translate('app.name')} />;
};
