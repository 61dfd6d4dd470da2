import { Menu, MenuItem } from '@mui/material';

/** The list of `LanguageButton`, loaded when it is first opened. */
const LanguageMenu = ({
  id,
  anchor,
  languages,
  current,
  onPick,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  languages: readonly { locale: string; name: string }[];
  current: string;
  onPick: (locale: string) => void;
  onClose: () => void;
}) => (
  <Menu id={id} anchorEl={anchor} open onClose={onClose}>
    {languages.map((language) => (
      <MenuItem
        key={language.locale}
        selected={language.locale === current}
        onClick={() => onPick(language.locale)}
      >
        {language.name}
      </MenuItem>
    ))}
  </Menu>
);

export default LanguageMenu;
