/**
 * British spellings the site must not use (the site writes American
 * English). Deterministic, committed, no dictionary download: each family is
 * a regular expression over lower-case words, with the American words it
 * would otherwise catch listed as exceptions. `britishSpellings(text)`
 * returns the British words found, each with the family that caught it.
 *
 * Families (with an example each, which the unit test feeds back in):
 * -our (odour, colour), -ise/-ising/-isation (neutralise, stabilising),
 * -yse (analyse), -tre (centre, microfibre), -ogue (catalogue), doubled l
 * before -ed/-ing/-er (travelled, stencilled, trowelled, levelling), and
 * single words (grey, aluminium, tyre, kerb, mould, storey, licence, defence,
 * programme, whilst, amongst, sulphate, plough, draught, enquiry).
 */

/** A family: its name, an example it must catch, the pattern and the American words it must let through. */
interface Family {
  name: string;
  example: string;
  pattern: RegExp;
  except?: readonly string[];
}

export const FAMILIES: readonly Family[] = [
  {
    name: '-our',
    example: 'odour',
    pattern:
      /^(?:colou?r|favour|flavour|honour|humour|labour|neighbour|odour|vapour|harbour|behaviour|rumour|savour|armour|endeavour|vigour|parlour|splendour|rigour|tumour|valour|clamour|glamour|saviour)\w*$/,
    except: ['color', 'colored', 'colors', 'coloring', 'colorful', 'colorfast', 'colorants', 'colorant', 'colorless'],
  },
  {
    name: '-ise',
    example: 'neutralised',
    pattern: /^\w+(?:ise|ised|ises|ising|isation|isations)$/,
    except: [
      'rise',
      'rises',
      'rising',
      'arise',
      'arises',
      'arising',
      'sunrise',
      'sunrises',
      'uprising',
      'wise',
      'otherwise',
      'likewise',
      'clockwise',
      'counterclockwise',
      'lengthwise',
      'crosswise',
      'promise',
      'promised',
      'promises',
      'promising',
      'premise',
      'premises',
      'advise',
      'advised',
      'advises',
      'advising',
      'exercise',
      'exercised',
      'exercises',
      'exercising',
      'expertise',
      'precise',
      'concise',
      'surprise',
      'surprised',
      'surprises',
      'surprising',
      'enterprise',
      'enterprises',
      'raise',
      'raised',
      'raises',
      'raising',
      'praise',
      'praised',
      'praises',
      'noise',
      'noises',
      'poise',
      'poised',
      'cruise',
      'bruise',
      'bruised',
      'comprise',
      'comprised',
      'comprises',
      'comprising',
      'revise',
      'revised',
      'revising',
      'devise',
      'devised',
      'supervise',
      'supervised',
      'supervising',
      'franchise',
      'franchises',
      'compromise',
      'compromised',
      'compromises',
      'merchandise',
      'advertise',
      'advertised',
      'advertising',
      'improvise',
      'improvised',
      'demise',
      'disguise',
      'disguised',
      'paradise',
      'chastise',
      'excise',
      'incise',
      'televised',
      'treatise',
      'mortise',
      'anise',
      'appraise',
      'appraised',
      'appraising',
      'guise',
      'reprise',
      'apprise',
      'despise',
      'precisely',
      'raisin',
      'noisy',
      'advisable',
      'visa',
      'sise',
      'isis',
    ],
  },
  { name: '-yse', example: 'analyse', pattern: /^(?:analy|paraly|cataly|dialy|electroly|hydroly)s(?:e|ed|es|ing)$/ },
  {
    name: '-tre',
    example: 'microfibre',
    pattern: /^\w*(?:centre|metre|litre|fibre|theatre|calibre|sabre|spectre|lustre|meagre|sombre|manoeuvre|sceptre|reconnoitre)s?$/,
  },
  { name: '-ogue', example: 'catalogue', pattern: /^(?:catalogue|dialogue|analogue|monologue|prologue|epilogue)[sd]?$/ },
  {
    name: 'doubled l',
    example: 'stencilled',
    pattern:
      /^(?:re|un)?(?:travel|level|label|model|stencil|trowel|cancel|signal|channel|fuel|total|tunnel|shovel|marvel|counsel|jewel|panel|gravel|bevel|dial|equal|funnel|grovel|libel|pedal|pencil|quarrel|rival|snorkel|spiral|towel|ravel|yodel|chisel|initial|barrel|duel|enamel|kennel|pummel|revel|swivel|cudgel|caramel|marshal|sandal|tunnel)l(?:ed|ing|ings|er|ers|ous)$/,
  },
  {
    name: 'word',
    example: 'grey',
    pattern:
      /^(?:grey|greys|greyish|aluminium|tyres?|kerbs?|mould|moulds|mouldy|moulding|storeys?|licence|licences|defence|offence|programme|programmes|whilst|amongst|sulphate|sulphates|sulphur|plough|draughts?|enquiry|enquiries|enquire|cheque|cheques|jewellery|pyjamas|cosy|sceptical|aeroplane|manoeuvre|skilful|wilful|instalment|instalments|ageing|fulfil|enrol|enrolment|judgement|learnt|spelt|dreamt|tonne|tonnes|gaol|kerbside|practise|practised|practising|paediatric|oestrogen|anaesthetic|foetus|mum)$/,
  },
];

/** The British words in `text`, each with the family that caught it (empty when the text is American English). */
export function britishSpellings(text: string): { word: string; family: string }[] {
  const found: { word: string; family: string }[] = [];
  for (const raw of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const family = FAMILIES.find((f) => f.pattern.test(raw) && !f.except?.includes(raw));
    if (family) found.push({ word: raw, family: family.name });
  }
  return found;
}
