import type { DemoBlog } from './types';

const PLACEHOLDER = '/images/placeholder-news.svg';

const DISCLAIMER =
  '<p><em>Disclaimer: This article is general information, not legal or tax advice. Rules and limits change, so check the latest official sources or consult a qualified professional about your own situation.</em></p>';

/**
 * Demo blogs on Indian legal and tax topics. Authors and companies are fictional; figures reflect
 * the rules as commonly described for FY 2025-26 and are for demonstration only.
 * Each blog uses every BlogContentItem kind, and its tableOfContents lists its section titles in order.
 */
export const demoBlogs: DemoBlog[] = [
  {
    title: 'Understanding the New Income Tax Regime',
    categories: ['Tax', 'Personal Finance'],
    authorName: 'Meera Kulkarni',
    author: {
      name: 'Meera Kulkarni',
      bio: 'Meera is a chartered accountant who has helped salaried professionals plan their taxes for over a decade.',
      company: 'Ledgerleaf Advisors',
    },
    excerpt:
      'The new tax regime is now the default for individuals. Learn how its slabs work, what you give up, and how to decide which regime suits you.',
    tableOfContents: [
      'What Is the New Tax Regime?',
      'Old vs New Regime at a Glance',
      'Who Benefits from Each Regime',
      'Switching Between Regimes',
    ],
    content: [
      '<p>Since FY 2023-24, the <strong>new tax regime</strong> has been the default for individual taxpayers in India. It trades most deductions for lower slab rates. This guide explains how it works and how to choose between the old and new regimes.</p>',
      {
        type: 'section',
        title: 'What Is the New Tax Regime?',
        paragraphs: [
          '<p>The new regime, under section 115BAC of the Income-tax Act, offers more slabs at lower rates than the old regime. In return, you give up most exemptions and deductions, such as section 80C investments, the HRA exemption and home loan interest on a self-occupied house.</p>',
          '<p>For salaried taxpayers, a few benefits remain: the <strong>standard deduction of ₹75,000</strong>, your employer\'s contribution to NPS under section 80CCD(2), and the rebate under section 87A. Because the new regime is the default, you must actively opt for the old regime if you prefer it.</p>',
        ],
      },
      {
        text: 'Budget 2025 revised the slabs for FY 2025-26 (assessment year 2026-27). With the enhanced rebate under section 87A, a resident individual with taxable income up to ₹12 lakh pays no tax under the new regime. For a salaried person, that works out to a salary of about ₹12.75 lakh after the standard deduction.',
      },
      {
        type: 'list',
        ordered: false,
        items: [
          'Up to ₹4 lakh: nil',
          '₹4 lakh to ₹8 lakh: 5%',
          '₹8 lakh to ₹12 lakh: 10%',
          '₹12 lakh to ₹16 lakh: 15%',
          '₹16 lakh to ₹20 lakh: 20%',
          '₹20 lakh to ₹24 lakh: 25%',
          'Above ₹24 lakh: 30%',
        ],
      },
      {
        type: 'section',
        title: 'Old vs New Regime at a Glance',
        paragraphs: [
          '<p>The table below compares the main features for a resident individual below 60 years of age. Surcharge, where applicable, and the 4% health and education cess are added on top of the slab rates under both regimes.</p>',
        ],
      },
      {
        type: 'table',
        headers: ['Feature', 'Old regime', 'New regime (FY 2025-26)'],
        data: [
          ['Basic exemption limit', '₹2.5 lakh', '₹4 lakh'],
          ['Standard deduction (salaried)', '₹50,000', '₹75,000'],
          ['Section 80C, 80D and HRA', 'Allowed', 'Not allowed'],
          ['Rebate under section 87A', 'Up to ₹12,500 (income up to ₹5 lakh)', 'Up to ₹60,000 (income up to ₹12 lakh)'],
          ['Highest slab rate', '30% above ₹10 lakh', '30% above ₹24 lakh'],
        ],
      },
      {
        type: 'image',
        src: PLACEHOLDER,
        alt: 'Illustration of two columns of tax slabs compared side by side',
        caption: 'Lower rates or more deductions: the core trade-off between the two regimes.',
      },
      {
        type: 'section',
        title: 'Who Benefits from Each Regime',
        paragraphs: [
          '<p>The new regime usually works better if you claim few deductions: young professionals without a home loan, people who live in their own house and do not claim HRA, or anyone who prefers not to lock money into tax-saving products.</p>',
          '<p>The old regime can still win if your deductions are large, for example a home loan with significant interest, high rent with HRA, full use of section 80C and health insurance premiums for yourself and your parents. The break-even point differs for every taxpayer, so run the numbers on your own figures.</p>',
        ],
        images: [
          {
            src: PLACEHOLDER,
            alt: 'Person comparing tax calculations on a laptop and a notepad',
            caption: 'Compare your tax under both regimes using the deductions you can actually claim.',
          },
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [
          'Add up your gross salary and other income for the year.',
          'List every deduction you can actually claim under the old regime, such as 80C, 80D, HRA and home loan interest.',
          'Work out the tax under both regimes, including cess, with the income tax department\'s calculator or a spreadsheet.',
          'Tell your employer your choice at the start of the year so that TDS is deducted correctly.',
          'Confirm or change the choice when you file your return before the due date.',
        ],
      },
      {
        type: 'section',
        title: 'Switching Between Regimes',
        paragraphs: [
          '<p>If you have only salary and other non-business income, you can choose a regime afresh every year when you file your return, as long as you file by the due date. Your declaration to your employer only affects TDS during the year.</p>',
          '<p>If you have business or professional income, the rules are stricter: once you opt out of the new regime using <code>Form 10-IEA</code>, you can switch back only once. Plan carefully before making that choice.</p>',
        ],
      },
      DISCLAIMER,
    ],
    cover: { hue: 210, label: 'Income tax' },
    daysAgo: 3,
  },
  {
    title: 'GST Registration for Small Businesses',
    categories: ['GST', 'Tax', 'Legal'],
    authorName: 'Arjun Bhatnagar',
    author: {
      name: 'Arjun Bhatnagar',
      bio: 'Arjun is a tax consultant who works with traders, freelancers and first-time founders on indirect tax compliance.',
      company: 'Setu Compliance Partners',
    },
    excerpt:
      'When does a small business need a GSTIN, and how do you get one? A plain-language guide to thresholds, the online application and return deadlines.',
    tableOfContents: [
      'Do You Need to Register?',
      'How to Apply Online',
      'Composition Scheme and Return Deadlines',
    ],
    content: [
      '<p>Goods and Services Tax registration gives your business a <strong>GSTIN</strong>, lets you claim input tax credit and is often required before larger clients will work with you. Here is when you need it and how to apply on the <a href="https://example.com/gst-portal-guide">GST portal</a>.</p>',
      {
        type: 'section',
        title: 'Do You Need to Register?',
        paragraphs: [
          '<p>Registration becomes compulsory once your aggregate turnover in a financial year crosses the threshold. In most states it is <strong>₹40 lakh</strong> for businesses supplying only goods and <strong>₹20 lakh</strong> for service providers. Lower limits apply in a few north-eastern and hill states, so check the limit for your state.</p>',
          '<p>Aggregate turnover is calculated on your PAN across India. It includes taxable, exempt and export supplies, but excludes the GST itself and purchases on which you pay tax under reverse charge.</p>',
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          'Businesses making inter-state taxable supplies of goods',
          'Sellers supplying goods through e-commerce operators that collect tax at source, with limited exceptions',
          'Casual taxable persons who run temporary stalls or exhibitions in another state',
          'Persons liable to pay tax under reverse charge',
          'Non-resident taxable persons and input service distributors',
        ],
      },
      {
        text: 'The list above covers cases where registration is needed whatever your turnover. Even when it is not compulsory, you can register voluntarily. This can help if your customers are GST-registered businesses that want to claim input tax credit, but remember that you will then have to file returns regularly, even in months with no sales.',
      },
      {
        type: 'section',
        title: 'How to Apply Online',
        paragraphs: [
          '<p>The application is filed in <code>Form GST REG-01</code> on the GST portal, and there is no government fee. Keep these ready: the PAN of the business, Aadhaar of the proprietor or partners, proof of the place of business such as an electricity bill or rent agreement, bank account details and a photograph.</p>',
        ],
        images: [
          {
            src: PLACEHOLDER,
            alt: 'Illustration of an online registration form with PAN, mobile and email fields',
            caption: 'Part A of the form verifies your PAN, mobile number and email with one-time passwords.',
          },
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [
          'Fill Part A with your PAN, mobile number and email, and verify them with OTPs to get a Temporary Reference Number (TRN).',
          'Log in with the TRN and complete Part B with business details, promoters, place of business, goods or services and bank account.',
          'Opt for Aadhaar authentication; it usually speeds up approval and may avoid a physical site visit.',
          'Submit using an electronic verification code (EVC) or a digital signature certificate, and note the Application Reference Number (ARN).',
          'Track the ARN; once approved, download the certificate in Form GST REG-06 showing your GSTIN.',
        ],
      },
      {
        type: 'image',
        src: PLACEHOLDER,
        alt: 'Small shop counter with a printed invoice showing a GST number',
        caption: 'Display your GSTIN at your place of business and print it on every tax invoice.',
      },
      {
        type: 'section',
        title: 'Composition Scheme and Return Deadlines',
        paragraphs: [
          '<p>Small businesses with turnover up to <strong>₹1.5 crore</strong> (₹75 lakh in some special category states) can opt for the composition scheme. You pay tax at a flat rate, commonly 1% for traders and manufacturers and 5% for restaurants, but you cannot collect GST from customers or claim input tax credit. Service providers have a lower limit of ₹50 lakh and pay 6%.</p>',
          '<p>Regular taxpayers file monthly or quarterly returns. The table shows the usual due dates; the government sometimes extends them, so watch the portal for notices.</p>',
        ],
      },
      {
        type: 'table',
        headers: ['Return', 'Who files', 'Usual due date'],
        data: [
          ['GSTR-1', 'Regular taxpayers (monthly)', '11th of the next month'],
          ['GSTR-1 (quarterly)', 'Taxpayers under the QRMP scheme', '13th of the month after the quarter'],
          ['GSTR-3B', 'Regular taxpayers (monthly)', '20th of the next month'],
          ['CMP-08', 'Composition taxpayers', '18th of the month after the quarter'],
          ['GSTR-4', 'Composition taxpayers (annual)', '30 April after the financial year'],
          ['GSTR-9', 'Regular taxpayers (annual, where applicable)', '31 December after the financial year'],
        ],
      },
      DISCLAIMER,
    ],
    cover: { hue: 30, label: 'GST' },
    daysAgo: 11,
  },
  {
    title: 'A Tenant\'s Guide to Rental Agreements',
    categories: ['Legal', 'Personal Finance'],
    authorName: 'Kavya Raghunathan',
    author: {
      name: 'Kavya Raghunathan',
      bio: 'Kavya is an advocate who writes about property, consumer and tenancy law for everyday readers.',
      company: 'Nyay Path Legal',
    },
    excerpt:
      'Renting a home? Know why most agreements run for 11 months, which clauses to check, and how to protect your security deposit.',
    tableOfContents: [
      'Why Most Agreements Run for 11 Months',
      'Clauses Every Tenant Should Check',
      'Moving In and Moving Out',
    ],
    content: [
      '<p>A written rental agreement protects both you and your landlord. Before you sign, understand what the document should say, why most agreements run for <strong>11 months</strong>, and how to handle the deposit, stamp duty and registration.</p>',
      {
        type: 'section',
        title: 'Why Most Agreements Run for 11 Months',
        paragraphs: [
          '<p>Under the Registration Act, 1908, a lease of immovable property for a term of more than one year must be registered. Many landlords and tenants therefore sign an 11-month leave and licence agreement, which avoids compulsory registration and keeps costs lower.</p>',
          '<p>Even an 11-month agreement must be on stamp paper of the right value, or e-stamped, as your state prescribes. Some states, such as Maharashtra, require leave and licence agreements to be registered whatever their length, often through an online process.</p>',
        ],
        images: [
          {
            src: PLACEHOLDER,
            alt: 'Tenant and landlord signing a printed rental agreement at a table',
            caption: 'Read every clause, sign each page and make sure both parties keep a copy.',
          },
        ],
      },
      {
        text: 'Stamp duty and registration charges differ from state to state, and who pays them is a matter of agreement between the landlord and the tenant. Check your state\'s stamp duty schedule or use its official e-stamping service before paying anyone.',
      },
      {
        type: 'section',
        title: 'Clauses Every Tenant Should Check',
        paragraphs: [
          '<p>Standard templates rarely fit every situation. Read the draft carefully and ask for changes before you sign; it is much harder to negotiate once you have moved in.</p>',
          '<p>The Model Tenancy Act, 2021 suggests capping the security deposit for homes at <em>two months\' rent</em>, but it applies only in states that adopt it. Elsewhere, the deposit is whatever you and the landlord agree.</p>',
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          'Monthly rent, the due date and the accepted mode of payment',
          'Security deposit amount, and the timeline and conditions for its refund',
          'Annual rent escalation, commonly 5–10% on renewal',
          'Lock-in period and notice period for either party to end the agreement',
          'Who pays for maintenance, society charges, electricity and minor repairs',
          'A list of fixtures and furniture, with their condition at move-in',
        ],
      },
      {
        type: 'table',
        headers: ['Item', 'What to look for', 'Common practice'],
        data: [
          ['Security deposit', 'Amount and refund timeline', 'Two to three months\' rent in many cities, more in some metros'],
          ['Notice period', 'The same for tenant and landlord', 'One to two months'],
          ['Lock-in period', 'Whether you can leave early', 'Often the first six months'],
          ['Rent escalation', 'Percentage and when it applies', '5–10% at renewal'],
        ],
      },
      {
        type: 'section',
        title: 'Moving In and Moving Out',
        paragraphs: [
          '<p>Many cities require <strong>police verification</strong> of tenants, which landlords can usually complete online through the state police portal. Pay rent by bank transfer or ask for signed receipts, especially if you plan to claim the <em>HRA exemption</em>; if your annual rent exceeds ₹1 lakh, your employer will also need your landlord\'s PAN.</p>',
          '<p>When you leave, give notice in writing as the agreement requires. Ask for a joint inspection, photograph the flat and request a written settlement of the deposit that lists any deductions for damage beyond normal wear and tear.</p>',
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [
          'Serve written notice within the agreed notice period.',
          'Clear pending rent, utility bills and society dues, and keep the receipts.',
          'Do a joint inspection with the landlord and photograph every room.',
          'Return all keys and access cards against a written acknowledgement.',
          'Collect the deposit refund, preferably by bank transfer, with a signed settlement note.',
        ],
      },
      {
        type: 'image',
        src: PLACEHOLDER,
        alt: 'Set of house keys on a table beside a signed handover note',
        caption: 'A written handover note helps avoid disputes over the deposit.',
      },
      DISCLAIMER,
    ],
    cover: { hue: 135, label: 'Rent agreement' },
    daysAgo: 19,
  },
  {
    title: 'Filing Your First ITR: A Step-by-Step Guide',
    categories: ['Tax', 'Personal Finance'],
    authorName: 'Rohan Deshmukh',
    author: {
      name: 'Rohan Deshmukh',
      bio: 'Rohan is a tax educator who runs personal finance workshops for first-time earners.',
      company: 'Paisa Pathshala Learning',
    },
    excerpt:
      'Filing your first income tax return is easier than it looks. Here are the documents, forms and steps you need, plus the deadlines to remember.',
    tableOfContents: [
      'Who Should File a Return',
      'Documents to Keep Ready',
      'Filing and Verifying Online',
    ],
    content: [
      '<p>Got your first salary slip? Filing an <strong>income tax return (ITR)</strong> is simpler than it looks. This guide walks you through the documents you need, the right form and the steps on the <a href="https://example.com/itr-filing-basics">e-filing portal</a>.</p>',
      {
        type: 'section',
        title: 'Who Should File a Return',
        paragraphs: [
          '<p>You must file a return if your gross total income exceeds the basic exemption limit, which is ₹4 lakh under the new regime for FY 2025-26. Filing is also required in certain other cases, for example if you hold foreign assets, and it is the only way to claim a refund of excess TDS or carry forward a loss.</p>',
          '<p>Even when it is not compulsory, filing builds a record of your income that helps when you apply for a loan, a credit card or a visa.</p>',
        ],
      },
      {
        text: 'Before you start, link your PAN with Aadhaar and make sure your bank account is pre-validated on the e-filing portal. Refunds are paid only into a pre-validated bank account.',
      },
      {
        type: 'section',
        title: 'Documents to Keep Ready',
        paragraphs: [
          '<p>Most of your information is already with the tax department. Your job is to check it against your own records and fix any gaps before you file.</p>',
        ],
        images: [
          {
            src: PLACEHOLDER,
            alt: 'Form 16, a bank statement and a calculator laid out on a desk',
            caption: 'Match the TDS in Form 16 with Form 26AS and your AIS before filing.',
          },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          'Form 16 from your employer, showing salary and TDS',
          'Form 26AS and the Annual Information Statement (AIS) from the e-filing portal',
          'Interest certificates from banks for savings accounts and fixed deposits',
          'Proof of deductions if you choose the old regime, such as 80C investments and health insurance premiums',
          'Capital gains statements from your broker or mutual fund, if you sold investments',
        ],
      },
      {
        type: 'table',
        headers: ['Form', 'Who it is for'],
        data: [
          ['ITR-1 (Sahaj)', 'Resident individuals with income up to ₹50 lakh from salary, one house property and other sources such as interest'],
          ['ITR-2', 'Individuals with capital gains, more than one house property or foreign assets, but no business income'],
          ['ITR-3', 'Individuals with income from a business or profession'],
          ['ITR-4 (Sugam)', 'Residents with presumptive business or professional income and total income up to ₹50 lakh'],
        ],
      },
      {
        type: 'section',
        title: 'Filing and Verifying Online',
        paragraphs: [
          '<p>Log in to the e-filing portal with your PAN, choose the assessment year and the form, and let the portal pre-fill your details. Review every figure, add any income that is missing and pick your tax regime. If tax is due, pay it through the portal\'s <em>e-Pay Tax</em> service before you submit.</p>',
          '<p>A return that is not verified within 30 days of uploading is treated as if it was never filed, so do not skip the last step below.</p>',
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [
          'Log in to the e-filing portal and select the option to file an income tax return.',
          'Choose the assessment year, the online mode and your status as an individual.',
          'Select the ITR form and confirm the pre-filled personal and income details.',
          'Check the tax computation and pay any balance due through e-Pay Tax.',
          'Submit the return and e-verify it within 30 days using an Aadhaar OTP or net banking.',
        ],
      },
      {
        type: 'table',
        headers: ['What', 'Usual due date or amount'],
        data: [
          ['Original return (no audit)', '31 July of the assessment year, unless extended'],
          ['Belated or revised return', '31 December of the assessment year'],
          ['Late filing fee (section 234F)', '₹5,000, or ₹1,000 if total income is up to ₹5 lakh'],
          ['E-verification after filing', 'Within 30 days of uploading the return'],
        ],
      },
      {
        type: 'image',
        src: PLACEHOLDER,
        alt: 'Laptop screen showing a return acknowledgement after e-verification',
        caption: 'Save the acknowledgement once your return is verified.',
      },
      DISCLAIMER,
    ],
    cover: { hue: 265, label: 'ITR filing' },
    daysAgo: 34,
  },
];
