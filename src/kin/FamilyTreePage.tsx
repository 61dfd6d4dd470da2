import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import {
  Alert,
  Box,
  Button,
  GlobalStyles,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { Loading, useDataProvider, useGetOne, useLocale, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { createChart, DetailedRenderer, HourglassChart } from 'topola';
import { fullName } from '../../shared/names';
import { PageTitle, TitleWithName, useDocumentTitle } from '../common/page/PageTitle';
import { PrintStyles } from '../common/page/PrintStyles';
import type { AppDataProvider } from '../resources';
import { toTreeData } from './treeData';
import type { AppTree } from './types';

const ZOOMS = [0.4, 0.55, 0.7, 0.85, 1, 1.25, 1.5];

/** On paper: the tree alone, fitted to a landscape A4 page, under its title. */
const TREE_ON_PAPER = {
  '@media print': {
    '.family-tree': {
      overflow: 'visible !important',
      maxHeight: 'none !important',
      border: 'none !important',
    },
    '.family-tree svg': { width: '100% !important', height: 'auto !important', maxHeight: '160mm' },
  },
};

/**
 * /member/{id}/tree: the member's lineage across households (docs/families.md "The
 * tree"): ancestors above, descendants below, spouses side by side, each person's
 * village under their name. Scroll to pan, the buttons zoom; a click on a person
 * shows their own tree. Printed on A4, the tree is fitted to the page; the GEDCOM
 * file opens in any genealogy program.
 */
export const FamilyTreePage = () => {
  const { id } = useParams();
  const memberId = Number(id);
  const translate = useTranslate();
  const locale = useLocale();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const svgId = `tree-${useId().replace(/:/g, '')}`;
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(4);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const { data, isPending, error } = useGetOne<AppTree>('member-tree', { id: memberId });
  const root = data?.people.find((p) => p.id === data.root);
  const name = root ? fullName(root.first_name, root.last_name, root.surname) : '';
  const title = useDocumentTitle('app.kin.tree_title', { name });

  useEffect(() => {
    if (!data || !box.current) return;
    const svg = box.current.querySelector('svg');
    if (!svg) return;
    svg.replaceChildren();
    const chart = createChart({
      json: toTreeData(data, (p) => (locale === 'gu' ? (p.village_gu ?? p.village) : p.village)),
      chartType: HourglassChart,
      renderer: DetailedRenderer,
      svgSelector: `#${svgId}`,
      indiCallback: (info) => navigate(`/member/${info.id.slice(1)}/tree`),
      animate: false,
      updateSvgSize: false,
      locale: locale === 'gu' ? 'gu-IN' : 'en-IN',
    });
    const info = chart.render({ startIndi: `I${data.root}` });
    const width = info.size[0];
    const height = info.size[1];
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    setSize({ width, height });
  }, [data, locale, navigate, svgId]);

  // The root person starts in view.
  useEffect(() => {
    const el = box.current;
    const person = el?.querySelector(`#I${data?.root}`) ?? null;
    if (el && person && 'scrollIntoView' in person)
      (person as Element).scrollIntoView({ block: 'center', inline: 'center' });
  }, [size, zoom, data?.root]);

  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{translate('app.kin.tree_missing')}</Alert>;
  const scale = ZOOMS[zoom]!;
  const download = async () => {
    const url = await dataProvider.action<'member-kin', string>('member-kin', 'gedcom', {
      id: memberId,
    });
    window.location.assign(url);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} className="family-tree-page">
      <PrintStyles orientation="landscape" />
      <GlobalStyles styles={TREE_ON_PAPER} />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}
        className="no-print"
      >
        <PageTitle title="app.kin.tree_title" options={{ name }} />
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={translate('app.kin.zoom_out')}>
          <span>
            <IconButton
              aria-label={translate('app.kin.zoom_out')}
              onClick={() => setZoom((z) => Math.max(0, z - 1))}
              disabled={zoom === 0}
            >
              <ZoomOutIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('app.kin.zoom_in')}>
          <span>
            <IconButton
              aria-label={translate('app.kin.zoom_in')}
              onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
              disabled={zoom === ZOOMS.length - 1}
            >
              <ZoomInIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('app.kin.print')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={download}>
          {translate('app.kin.gedcom')}
        </Button>
      </Stack>
      <Typography variant="h6" component="p" className="print-only">
        <TitleWithName title="app.kin.tree_title" options={{ name }} />
      </Typography>
      {data.cut && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.kin.tree_cut', { smart_count: data.people.length })}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" className="no-print" sx={{ mb: 1 }}>
        {translate('app.kin.tree_help', { smart_count: data.people.length })}
      </Typography>
      <Box
        ref={box}
        role="region"
        aria-label={title}
        tabIndex={0}
        className="family-tree"
        translate="no"
        sx={{
          overflow: 'auto',
          maxHeight: 'calc(100vh - 200px)',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          touchAction: 'pan-x pan-y',
          // The product's fonts (Gujarati glyphs included) over the library's own.
          '& svg text': {
            fill: (theme) => theme.palette.text.primary,
            fontFamily: (theme) => `${theme.typography.fontFamily} !important`,
          },
          '& .detailed rect.background': { fill: (theme) => theme.palette.background.paper },
          '& .link': { fill: 'none', stroke: (theme) => theme.palette.text.secondary },
          '& .indi rect, & .family rect': { cursor: 'pointer' },
        }}
      >
        <svg
          id={svgId}
          width={size ? size.width * scale : 0}
          height={size ? size.height * scale : 0}
          lang={locale}
        />
      </Box>
    </Box>
  );
};

export default FamilyTreePage;
