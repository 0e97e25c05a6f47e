import { business, claims } from './business';

/**
 * Copy of the site's single pages (home, about, contact, services, service
 * areas, quote, emergency, privacy, terms). Business facts come
 * from `business.ts`; lists of services and towns come from the content index.
 * Test `content-unit.test.ts` parses every FAQ here with the FAQ schema.
 */

export const home = {
  path: '/',
  seo: {
    title: `Beaumont, TX Concrete Contractor | ${business.name}`,
    description: `Driveways, patios, slabs, stamped and decorative concrete in Beaumont and Southeast Texas. Licensed and insured, ${claims.years} years, free estimates.`,
    keywords: [
      'concrete contractor Beaumont TX',
      'concrete driveways',
      'concrete patios',
      'stamped concrete',
      'concrete foundations',
      'Southeast Texas concrete',
    ],
  },
  hero: {
    eyebrow: `Serving ${business.region} for ${claims.years} years`,
    heading: `${business.homeCity} Concrete Contractor for Driveways, Patios & Foundations`,
    text: `Driveways, patios, foundations and decorative concrete for homes, farms and businesses within ${business.serviceRadiusMiles} miles of ${business.homeCity}. Built on a solid base, sloped to drain and finished to last.`,
  },
  stats: [
    { value: claims.customers, label: 'Happy Customers' },
    { value: claims.years, label: 'Years Experience' },
    { value: claims.emergency, label: 'Emergency Service' },
    { value: claims.reviews, label: 'Reviews', href: business.reviewsUrl },
  ],
  trusted: {
    heading: 'Trusted Concrete Experts in Beaumont',
    paragraphs: [
      `${business.name} pours and repairs concrete across Jefferson, Orange, Hardin and Chambers counties. Our ground is expansive clay, our rain comes by the foot and our summers are long, so we build every slab for those conditions: a compacted base, the right thickness, steel where it belongs and a slope that sends water away.`,
      'You deal with the people who do the work. We visit, explain what your project needs in plain words and put the price in writing before we start.',
    ],
    badges: ['Licensed & Insured', 'Free Estimates', 'Same-Day Quotes', '24hr Emergency Service'],
  },
  process: [
    { title: 'Contact', description: 'Call or send the form. Tell us what you want built or fixed and where.' },
    { title: 'Assess', description: 'We visit the site, measure, check the soil and drainage, and talk through options.' },
    {
      title: 'Quote',
      description: `You get a clear written quote within ${business.response.estimate}, valid for ${business.response.estimateValidDays} days.`,
    },
    { title: 'Complete', description: 'We pour, finish and cure the concrete, clean up and walk the job with you.' },
  ],
  faqs: [
    {
      question: 'What areas do you serve?',
      answer: `We are based in ${business.homeCity} and work within about ${business.serviceRadiusMiles} miles: Jefferson County completely, the main towns of Orange County, parts of Hardin County and northern Chambers County.`,
    },
    {
      question: 'Are your estimates really free?',
      answer: `Yes. We visit, measure and give you a written estimate at no cost and with no obligation, usually within ${business.response.estimate}. Estimates stay valid for ${business.response.estimateValidDays} days.`,
    },
    {
      question: 'Are you licensed and insured?',
      answer:
        'Yes. We carry liability insurance and workers’ compensation for our crews, and we will send proof of insurance with your estimate on request.',
    },
    {
      question: 'How long does new concrete take to cure?',
      answer:
        'You can walk on new concrete after 24-48 hours. Wait 7 days before driving or parking on it, so it reaches the strength it needs for full vehicle traffic.',
    },
    {
      question: 'Do you work in the rain or in the cold?',
      answer:
        'We do not pour in rain or when the temperature will drop below 40°F, because both weaken fresh concrete. If the forecast turns, we reschedule and keep you informed.',
    },
    {
      question: 'What payment methods do you accept?',
      answer: `We accept ${business.payment.join(', ').toLowerCase()}, according to the payment terms in your written estimate.`,
    },
  ],
  closing: {
    heading: 'Ready to Start Your Concrete Project?',
    text: `Call now or ask for a free quote. We answer within ${business.response.form} and give written estimates you can count on.`,
  },
} as const;

export const about = {
  path: '/about',
  seo: {
    title: `About ${business.name} | Beaumont Concrete Company`,
    description: `Meet the Beaumont concrete crew behind ${claims.customers} projects across Southeast Texas: our story, values, team, licensing and service area.`,
    keywords: [
      'about Golden Triangle Concrete',
      'Beaumont concrete company',
      'local concrete contractor',
      'licensed insured concrete contractor',
    ],
  },
  hero: {
    heading: `About ${business.name}`,
    text: `A ${business.homeCity} concrete contractor building driveways, patios, foundations and commercial slabs across ${business.region} for ${claims.years} years.`,
  },
  story: [
    `${business.name} started in ${business.homeCity} with one truck, a small crew and a simple idea: pour concrete the way you would want it poured at your own house. That meant taking the time to prepare the base, using enough steel and never pouring in weather that would ruin the slab.`,
    `Word of mouth did the rest. Today we work for homeowners, builders, farms and ranches, and commercial and industrial clients within ${business.serviceRadiusMiles} miles, and most of our new customers come to us through someone we have already worked for.`,
    'We know the Golden Triangle’s clay soils, heavy rain and hurricane seasons because we live here too. Every project is built for those conditions, and we stand behind our work long after the trucks leave.',
  ],
  values: [
    {
      icon: 'shield-check',
      title: 'Quality First',
      description: 'Proper base preparation, reinforcement and curing on every job, large or small.',
    },
    {
      icon: 'heart-handshake',
      title: 'Honest Pricing',
      description: 'Written estimates with no surprises. If something changes, we talk before we pour.',
    },
    {
      icon: 'clock',
      title: 'On Time',
      description: 'We show up when we say we will and keep you informed when weather moves the schedule.',
    },
    {
      icon: 'users',
      title: 'Local Crew',
      description: 'Our crew lives in Southeast Texas and treats every site like a neighbor’s property.',
    },
  ] as const,
  stats: [
    { value: `${business.happyCustomers}+`, label: 'Projects Completed' },
    { value: `${business.satisfactionPercent}%`, label: 'Satisfaction Focus' },
    { value: `${business.serviceRadiusMiles}+`, label: 'Mile Service Radius' },
    { value: claims.years, label: 'Years Experience' },
  ],
  team: [
    {
      name: 'Marcus Thibodeaux',
      title: 'Owner & Project Manager',
      experience: 'Leads every estimate',
      specialty: 'Driveways, foundations and drainage planning',
    },
    {
      name: 'Luis Hernandez',
      title: 'Lead Finisher',
      experience: 'Runs the pour crews',
      specialty: 'Stamped, stained and decorative finishes',
    },
    {
      name: 'Dana Broussard',
      title: 'Office & Scheduling Manager',
      experience: 'Your first point of contact',
      specialty: 'Scheduling, permits and customer care',
    },
  ],
  licensing: [
    {
      icon: 'badge-check',
      title: 'Licensed',
      description: 'We hold the local registrations and permits each city and county asks for, and pull permits for work that needs them.',
    },
    {
      icon: 'shield',
      title: 'Insured',
      description: 'General liability insurance and workers’ compensation cover your property and our crew.',
    },
    {
      icon: 'clipboard-check',
      title: 'Code Compliant',
      description: 'Slabs, sidewalks and steps built to local building codes and ADA rules where they apply.',
    },
    {
      icon: 'hard-hat',
      title: 'Safety Trained',
      description: 'Crews trained for job-site safety, including work on industrial and plant sites.',
    },
  ] as const,
} as const;

export const contact = {
  path: '/contact',
  seo: {
    title: `Contact Us for a Free Estimate | ${business.name}`,
    description: `Call ${business.phone.display} or send the form for a free concrete estimate in Beaumont and Southeast Texas. We reply within ${business.response.form}.`,
    keywords: ['concrete estimate Beaumont', 'contact concrete contractor', 'free concrete quote', 'concrete contractor phone number'],
  },
  hero: {
    heading: 'Get Your Free Estimate',
    text: `Tell us about your project. We answer every request within ${business.response.form}, and calls in business hours within ${business.response.inquiriesBusinessHours}.`,
  },
  reasons: [
    `Over ${business.yearsExperience} years of local experience`,
    'Licensed and insured',
    'Free, written, no-obligation estimates',
    'Same-day quotes for most residential jobs',
    `${claims.emergency} emergency service`,
    'Clean job sites and clear communication',
  ],
  quickResponse: `Need an answer today? Call us: in business hours we reply to every inquiry within ${business.response.inquiriesBusinessHours}, and our emergency line answers around the clock.`,
} as const;

export const servicesPage = {
  path: '/services',
  seo: {
    title: `Concrete Services in Beaumont, TX | ${business.name}`,
    description:
      'All our concrete services: driveways, patios, slabs, sidewalks, stamped, stained, polished, sealing, repair, leveling, demolition and commercial work.',
    keywords: ['concrete services Beaumont', 'residential concrete', 'decorative concrete', 'commercial concrete', 'concrete repair'],
  },
  hero: {
    heading: 'Our Concrete Services',
    text: `From a new driveway to a warehouse floor, one local crew handles the whole job: planning, forming, pouring, finishing and sealing, within ${business.serviceRadiusMiles} miles of ${business.homeCity}.`,
  },
  categories: [
    {
      key: 'residential',
      icon: 'home',
      title: 'Residential Concrete',
      description: 'Driveways, patios, sidewalks, slabs and steps for homes across Southeast Texas.',
    },
    {
      key: 'decorative',
      icon: 'palette',
      title: 'Decorative Concrete',
      description: 'Stamped, stained, polished, exposed aggregate and overlay finishes with real character.',
    },
    {
      key: 'commercial',
      icon: 'building',
      title: 'Commercial & Industrial',
      description: 'Heavy-duty slabs, parking areas and plant work built to engineered specifications.',
    },
    {
      key: 'repair',
      icon: 'wrench',
      title: 'Repair & Maintenance',
      description: 'Repair, resurfacing, leveling, sealing and removal that extend the life of your concrete.',
    },
  ] as const,
  process: [
    { title: 'Free Consultation', description: 'We visit the site, listen to what you need and check soil, drainage and access.' },
    {
      title: 'Written Estimate',
      description: `A detailed, written price within ${business.response.estimate}, valid for ${business.response.estimateValidDays} days.`,
    },
    { title: 'Expert Installation', description: 'Base preparation, forms, reinforcement, pour and finish by our own crew.' },
    { title: 'Final Walkthrough', description: 'We walk the job with you, explain curing and care, and leave the site clean.' },
  ],
} as const;

export const serviceAreasPage = {
  path: '/service-areas',
  seo: {
    title: `Service Areas | Concrete Contractor Near Beaumont, TX`,
    description: `Concrete services within ${business.serviceRadiusMiles} miles of Beaumont: Nederland, Port Neches, Lumberton, Vidor, Orange, Port Arthur, Silsbee and more.`,
    keywords: [
      'concrete contractor near me',
      'Southeast Texas service area',
      'Jefferson County concrete',
      'Orange County concrete',
      'Hardin County concrete',
    ],
  },
  hero: {
    badge: `Serving a ${business.serviceRadiusMiles}-mile radius`,
    heading: `Concrete Contractors Serving ${business.region}`,
    text: `Based in ${business.homeCity}, we pour and repair concrete for homes, farms and businesses across four counties.`,
  },
  whyChoose: [
    'Local crews who know the clay soils and drainage of each town',
    `Free on-site estimates within ${business.response.estimate}`,
    `${claims.emergency} emergency service for urgent repairs`,
    'Licensed, insured and code compliant',
  ],
  radiusText: `We travel up to ${business.serviceRadiusMiles} miles from our ${business.homeCity} base. If your town is not listed, call us: chances are we already work nearby.`,
  expertise: [
    {
      icon: 'layers',
      title: 'Soil',
      description: 'Expansive clay swells and shrinks with the seasons. We compact the base and reinforce slabs to ride it out.',
    },
    {
      icon: 'cloud-rain',
      title: 'Climate',
      description: 'Over 60 inches of rain a year, heat and hurricanes: we slope, joint and cure concrete for all of it.',
    },
    {
      icon: 'clipboard-check',
      title: 'Building Codes',
      description: 'We know the permit and inspection rules of the cities and counties we work in.',
    },
    { icon: 'truck', title: 'Materials', description: 'Mixes from local suppliers, chosen for heat, strength and the job at hand.' },
  ] as const,
} as const;

export const quotePage = {
  path: '/quote',
  seo: {
    title: `Free Concrete Quote | ${business.name}`,
    description: `Request a free, no-obligation concrete quote in Beaumont and Southeast Texas. Tell us about your project and we reply within ${business.response.form}.`,
    keywords: ['free concrete quote', 'concrete cost estimate', 'driveway quote Beaumont', 'patio quote Southeast Texas'],
  },
  heading: 'Get Your Free Concrete Quote',
  text: 'Fill in what you know; we will call to fill in the rest and arrange a visit.',
  checklist: [
    `${claims.years} years of experience`,
    'Licensed and insured',
    'Free, no-obligation estimates',
    'Quality materials and workmanship',
    'Clean, respectful crews',
    `Quotes valid for ${business.response.estimateValidDays} days`,
  ],
} as const;

export const emergencyPage = {
  path: '/emergency',
  seo: {
    title: `24/7 Emergency Concrete Repair | ${business.name}`,
    description: `Emergency concrete repair in Southeast Texas, 24/7 including weekends and holidays. We respond within ${business.response.emergency}. Call now.`,
    keywords: ['emergency concrete repair', '24 hour concrete contractor', 'storm damage concrete', 'sinkhole driveway repair Beaumont'],
  },
  hero: {
    badge: '24/7 Emergency Line',
    heading: 'Emergency Concrete Repair',
    text: `Collapsed slabs, trip hazards and storm damage will not wait until Monday. Call any time, day or night, weekends and holidays included, and we respond within ${business.response.emergency}.`,
  },
  groups: [
    {
      icon: 'triangle-alert',
      title: 'Safety Hazards',
      items: [
        'Sunken or collapsed slabs and sinkholes',
        'Raised panels and trip hazards on walkways',
        'Broken steps and failing stair landings',
        'Exposed rebar or sharp broken edges',
      ],
    },
    {
      icon: 'cloud-rain',
      title: 'Weather Damage',
      items: [
        'Hurricane and tropical storm damage',
        'Flood washouts under driveways and slabs',
        'Fallen trees that cracked concrete',
        'Erosion along slab edges after heavy rain',
      ],
    },
    {
      icon: 'wrench',
      title: 'Immediate Repairs',
      items: [
        'Temporary patches to make areas safe',
        'Shoring and barricading of damaged areas',
        'Removal of broken concrete',
        'Leveling of settled panels',
      ],
    },
  ] as const,
  steps: [
    {
      title: 'Keep people away',
      description: 'Block off the damaged area with cones, tape or furniture so nobody trips or drives onto it.',
    },
    // `callPrefix`: the step starts with the phone number as a tel: link, e.g. "Call (409) 555-0100."
    { title: 'Call us', callPrefix: 'Call', description: 'Tell us what happened and send photos if you can.' },
    { title: 'Take photos', description: 'Photograph the damage from several angles for your records and your insurance company.' },
    { title: 'Do not drive on it', description: 'Keep vehicles off cracked or sunken slabs; the weight can collapse a washed-out base.' },
  ],
} as const;

export const blogIndex = {
  path: '/blog',
  seo: {
    title: `Concrete Insights Blog | ${business.name}`,
    description: `Practical advice on building, caring for and repairing concrete driveways, patios and slabs in ${business.homeCity} and ${business.region}.`,
    keywords: ['concrete blog', 'concrete maintenance tips', 'driveway repair advice', `${business.homeCity} concrete`],
  },
  heading: 'Concrete Insights Blog',
  text: `Practical advice on building, caring for and repairing concrete in ${business.region}.`,
} as const;

/** Privacy policy and terms of service sections. Dates are rendered from the current day. */
export const legal = {
  privacy: {
    path: '/privacy',
    seo: {
      title: `Privacy Policy | ${business.name}`,
      description: `How ${business.name} collects, uses and protects the information you send us through this website, by phone or by e-mail.`,
      keywords: ['privacy policy', 'personal information', 'contact form data'],
    },
    heading: 'Privacy Policy',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'When you ask for an estimate or contact us, we collect what you give us: your name, phone number, e-mail address, project address, the service you need and your description of the project.',
          'If you attach photos to your request, we keep copies made smaller and re-saved, without the location, camera or other hidden data a phone stores in a photo. Only our office sees them, to price your project.',
          'Our web server records technical data that every site receives, such as your IP address and browser type, to keep the site secure and working. We do not use advertising trackers.',
        ],
      },
      {
        heading: 'What we count about visits',
        paragraphs: [
          'To learn which pages and searches bring requests, the site counts visits without cookies: the page viewed, its language, the kind of device (phone, tablet or computer, from the screen width), the website that sent you (its name only, such as google.com), taps on Call and on estimate buttons, forms started and sent, pages not found, and how fast the page loaded. These are added up per day; no visit can be told apart from another.',
          'We do not store your IP address, your browser details or any identifier, and the counts cannot be linked to you. With an estimate request we keep where the visit came from: the first page you saw, the page you sent it from, the referring site and any campaign name in the link. If your browser sends Global Privacy Control or Do Not Track, we count nothing and keep none of this.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'We use your information only to answer your request, prepare an estimate, schedule and carry out the work, and send invoices. We never sell or rent your information, and we never share it except with suppliers we need to complete your project or when the law requires it.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep estimate requests for up to two years and customer records as long as tax and warranty rules require. Ask us and we will delete information we are not required to keep.',
          'Photos sent with a request are deleted automatically 18 months after the request.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can ask what information we hold about you, ask us to correct it or ask us to delete it. Contact us using the details below.',
        ],
      },
    ],
  },
  terms: {
    path: '/terms-of-service',
    seo: {
      title: `Terms of Service | ${business.name}`,
      description: `The terms for using the ${business.name} website and for our estimates, scheduling, payment and workmanship.`,
      keywords: ['terms of service', 'estimate terms', 'payment terms', 'concrete contract terms'],
    },
    heading: 'Terms of Service',
    sections: [
      {
        heading: 'Using this website',
        paragraphs: [
          'The information on this website is general guidance about concrete work in Southeast Texas. It is not a quote or a guarantee for a specific project; every site is different, and only a written estimate after a visit sets the scope and price.',
        ],
      },
      {
        heading: 'Estimates',
        paragraphs: [
          `Estimates are free and valid for ${business.response.estimateValidDays} days from the date on them. After that, prices may change with material costs.`,
        ],
      },
      {
        heading: 'Scheduling and weather',
        paragraphs: [
          'Concrete cannot be poured in rain or in temperatures below 40°F. We may move a scheduled pour when the weather would harm the work, and we will tell you as early as we can.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          `We accept ${business.payment.join(', ').toLowerCase()}. Payment is due according to the terms in your written estimate or contract.`,
        ],
      },
      {
        heading: 'Workmanship',
        paragraphs: [
          'All concrete can develop small shrinkage cracks; we control them with joints and reinforcement. Any workmanship warranty is stated in writing in your contract.',
        ],
      },
    ],
  },
} as const;
