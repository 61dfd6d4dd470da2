import { mayAccess, type Role } from '../providers/access';
import ViewListIcon from '@mui/icons-material/ViewList';
import { ListSubheader, useMediaQuery, type Theme } from '@mui/material';
import { createElement, useDeferredValue } from 'react';
import {
  Menu,
  useGetIdentity,
  useGetResourceLabel,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import type { ResourceName } from '../resources';
import { useAuditLog } from '../common/hooks/useAuditLog';
import { useExtensionProbe } from '../common/hooks/useExtension';
import { menuGroups, offMenu } from './menuGroups';
import { MenuEntry } from './MenuEntry';
import { useLocation } from 'react-router-dom';
import { MenuCount, useOpenRequests } from './MenuCount';

/** Entries a little tighter than MUI's dense ones, still a comfortable target (28 px). */
const ITEM = { minHeight: 28, py: 0.25 } as const;

/**
 * The side menu, grouped by the product's areas. A resource appears once it is
 * registered in App.tsx, so an area shows up in the menu when it lands. Dense, so
 * every group, the last one too, is on a 1440 × 900 screen without scrolling.
 */
export const AppMenu = () => {
  const definitions = useResourceDefinitions();
  const getResourceLabel = useGetResourceLabel();
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  // Asked once here for every entry (src/layout/MenuEntry.tsx): the page open, and
  // whether the menu folds away after a tap (a phone's or a tablet's).
  const { pathname } = useLocation();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const fold = small ? () => setOpen(false) : undefined;
  const isOpen = (to: string) => pathname === to || pathname.startsWith(`${to}/`);

  const { identity, isPending } = useGetIdentity();
  // The account's role decides what it may open (src/providers/access.ts): accounts are
  // an administrator's, and absent against a backend without roles.
  const role = identity?.role as Role | undefined;
  const listedByRole = (name: string) => mayAccess(role, { action: 'list', resource: name });
  const audit = useAuditLog();
  // Our server's extensions: hidden against a backend that answers 404 (src/common/hooks/useExtension.ts).
  const probes = {
    imports: useExtensionProbe('imports'),
    duplicates: useExtensionProbe('duplicates'),
    directory_books: useExtensionProbe('directory_books'),
    change_requests: useExtensionProbe('change_requests'),
  };
  // The entries are drawn once all of them are known: an entry appearing later moved
  // the ones below it, and a click made just after signing in landed on another.
  const settled =
    !isPending && audit.settled && Object.values(probes).every((probe) => probe.settled);
  const extensions: Record<string, boolean> = {
    audit: audit.available,
    imports: probes.imports.available,
    duplicates: probes.duplicates.available,
    directory_books: probes.directory_books.available,
  };
  const door = probes.change_requests.available;
  extensions.change_requests = extensions.verification_campaigns = extensions.field_policies = door;
  const counts: Record<string, number | undefined> = {
    change_requests: useOpenRequests(door && listedByRole('change_requests')),
  };
  const listed = (name: string) =>
    !!definitions[name]?.hasList && (extensions[name] ?? true) && listedByRole(name);
  const grouped = new Set<string>([...menuGroups.flatMap((g) => g.resources), ...offMenu]);
  const ungrouped = Object.keys(definitions).filter(
    (name) => listed(name) && !grouped.has(name),
  ) as ResourceName[];
  const groups = [...menuGroups];
  if (ungrouped.length) groups.push({ label: 'app.menu.support', resources: ungrouped });

  // Drawn after the page: the entries are known in the same moment as a list's rows
  // arrive, and drawn in the same pass they held the rows back (docs/bench.md, cold loads).
  const drawn = useDeferredValue(settled);
  // An empty list, not nothing: without children react-admin draws its default menu.
  if (!drawn) return <Menu aria-busy>{[]}</Menu>;
  return (
    <Menu>
      {groups.map((group) => {
        const resources = group.resources.filter(listed);
        if (!resources.length && !group.routes?.length) return null;
        return (
          <div
            key={group.label + resources.join()}
            role="group"
            aria-label={translate(group.label)}
          >
            {open && (
              <ListSubheader
                component="div"
                aria-hidden
                disableSticky
                sx={{
                  // Group names tight, so every area still fits 1440 × 900.
                  lineHeight: '18px',
                  mt: 0,
                  bgcolor: 'transparent',
                  textTransform: 'uppercase',
                  fontSize: 12,
                }}
              >
                {translate(group.label)}
              </ListSubheader>
            )}
            {group.routes?.map((route) => (
              <MenuEntry
                key={route.to}
                to={route.to}
                primaryText={translate(route.label)}
                label={translate(route.label)}
                leftIcon={createElement(route.icon)}
                active={isOpen(route.to)}
                sidebarOpen={open}
                onClick={fold}
                sx={ITEM}
              />
            ))}
            {resources.map((name) => (
              <MenuEntry
                key={name}
                to={`/${name}`}
                label={getResourceLabel(name, 2)}
                active={isOpen(`/${name}`)}
                sidebarOpen={open}
                onClick={fold}
                primaryText={
                  counts[name] ? (
                    <>
                      {getResourceLabel(name, 2)}
                      <MenuCount count={counts[name]} />
                    </>
                  ) : (
                    getResourceLabel(name, 2)
                  )
                }
                leftIcon={createElement(definitions[name]?.icon ?? ViewListIcon)}
                sx={ITEM}
              />
            ))}
          </div>
        );
      })}
    </Menu>
  );
};
