/** PDF pages' text for the search tests: a file on optics and one on heat. */
export const SAMPLE_PAGES = {
  optics: [
    'Contents and preface',
    'Reflection of light by plane mirrors',
    'Refraction of light through lenses; light bends at the surface',
    'Optical instruments: the telescope and the microscope use lenses',
  ],
  heat: ['Heat engines and the second law', 'Thermodynamics: entropy, heat and work', 'Index'],
} as const;
