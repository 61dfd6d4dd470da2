/** The parts of the `gedcom` parser the tests read (it ships no types). */
declare module 'gedcom' {
  export interface GedcomNode {
    type: string;
    data?: { xref_id?: string; pointer?: string; value?: string; formal_name?: string };
    children: GedcomNode[];
  }
  export function parse(text: string): GedcomNode;
}
