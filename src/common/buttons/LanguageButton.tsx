import { Button } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { useState } from 'react';
import { useLocales, useLocaleState } from 'react-admin';
import { lazyPart } from '../page/lazyPage';

// The menu (with MUI's Menu, Popover and Modal) loads on the first click, so the
// login screen's first load does not carry it (docs/bench.md, the login budget).
const LanguageMenu = lazyPart(() => import('./LanguageMenu'));

/**
 * The language switch of the login screen, the app bar and the public pages:
 * the current language's name; a click lists the languages.
 */
export const LanguageButton = () => {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="true"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {languages.find((language) => language.locale === locale)?.name ?? locale}
      </Button>
      {anchor ? (
        <LanguageMenu
          id="language-menu"
          anchor={anchor}
          languages={languages}
          current={locale}
          onPick={(picked) => {
            setLocale(picked);
            setAnchor(null);
          }}
          onClose={() => setAnchor(null)}
        />
      ) : null}
    </>
  );
};
