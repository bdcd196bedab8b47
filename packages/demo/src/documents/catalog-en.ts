import type { DemoDocument } from './types.ts';

// English documents of the demo organisation (Riverbend Community Foundation). Every funder's figures,
// dates and contacts are its own, so that a question about one of them has one right file.

export const DEMO_DOCUMENTS_EN: readonly DemoDocument[] = [
  {
    funderName: 'Hollis Family Foundation',
    folder: 'Guidelines/2026',
    fileName: 'Hollis Family Foundation - 2026 Grant Guidelines.pdf',
    kind: 'pdf',
    language: 'en',
    title: 'Hollis Family Foundation — 2026 Grant Guidelines',
    sections: [
      {
        heading: 'Who may apply',
        paragraphs: [
          'The Hollis Family Foundation funds registered 501(c)(3) public charities located in Oregon or in Clark and Skamania counties of southwest Washington. Applicants must have an annual operating budget below $2 million and at least two years of program history.',
          'We do not fund individuals, religious activities, political campaigns, endowments or debt retirement. Schools may apply only through a parent-teacher organisation or education foundation.',
        ],
      },
      {
        heading: 'Funding priorities and award size',
        paragraphs: [
          "The foundation's 2026 priority is early and youth literacy: reading tutoring, family reading nights, library access and summer learning for children from kindergarten to grade eight.",
          'Grants range from $15,000 to $40,000 for one year. First-time grantees are normally limited to $20,000. The board expects to make about 14 awards in the 2026 cycle.',
        ],
      },
      {
        heading: 'Timeline',
        paragraphs: [
          'Letters of inquiry are due on March 14, 2026. Invited full proposals are due on April 30, 2026. The board meets on June 18, 2026 and funds are released in early July.',
        ],
      },
      {
        heading: 'Reporting',
        paragraphs: [
          'Grantees submit a short interim report six months after the award and a final narrative and financial report within 30 days of the end of the grant year. Reports are uploaded to the Hollis grantee portal.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'Questions go to Dana Whitfield, Program Officer, at dana.whitfield@hollisfamilyfdn.org or (503) 555-0142. Office hours for applicants are Tuesdays from 10 am to noon.',
        ],
      },
    ],
  },
  {
    funderName: 'Hollis Family Foundation',
    folder: 'Awards',
    fileName: 'Hollis Award Letter 2025.docx',
    kind: 'docx',
    language: 'en',
    title: 'Award letter — Hollis Family Foundation, 2025',
    sections: [
      {
        heading: 'Award',
        paragraphs: [
          'Dear Riverbend Community Foundation, on behalf of the trustees I am pleased to confirm a grant of $32,500 to support your Youth Literacy program, "Readers at Riverbend", for the period August 1, 2025 to July 31, 2026.',
        ],
      },
      {
        heading: 'Payment schedule',
        paragraphs: [
          'The grant is paid in two instalments: $20,000 upon receipt of the signed agreement and $12,500 after the foundation approves your interim report.',
        ],
      },
      {
        heading: 'Conditions',
        paragraphs: [
          'Funds may be used only for tutor stipends, books and family reading nights as described in the proposal. Any change of budget line above 10 percent needs written approval. Please acknowledge the Hollis Family Foundation in printed materials.',
          'Return the countersigned agreement within 21 days. With warm regards, Eleanor Hollis, Board Chair.',
        ],
      },
    ],
  },
  {
    funderName: 'Cedar Ridge Community Trust',
    folder: '',
    fileName: 'Cedar Ridge - How to Apply Checklist.md',
    kind: 'md',
    language: 'en',
    title: 'Cedar Ridge Community Trust — How to Apply Checklist',
    sections: [
      {
        heading: 'Before you start',
        paragraphs: [
          'Cedar Ridge accepts applications on a rolling basis. The grants committee reviews complete applications four times a year: in January, April, July and October. Requests must reach the portal by the 1st of the review month.',
          'Maximum request: $10,000 for general operating support and $25,000 for capital equipment such as vans or kitchen appliances.',
        ],
      },
      {
        heading: 'Documents to upload',
        paragraphs: [
          '- Current board roster with affiliations',
          '- Most recent audited financial statement, or a Form 990 if your budget is under $500,000',
          '- Two letters of support from community partners',
          '- A one-page project budget showing other funding sources',
          '- IRS determination letter',
        ],
      },
      {
        heading: 'After you submit',
        paragraphs: [
          'A site visit may be scheduled by Tom Albrecht, Community Liaison. Decisions are e-mailed within six weeks of the committee meeting. Declined applicants may reapply after twelve months.',
        ],
      },
    ],
  },
  {
    funderName: 'Evergreen Health Foundation',
    folder: 'Guidelines',
    fileName: 'Evergreen Health - Mental Health Access RFP.pdf',
    kind: 'pdf',
    language: 'en',
    title: 'Evergreen Health Foundation — Request for Proposals: Mental Health Access',
    sections: [
      {
        heading: 'Purpose',
        paragraphs: [
          'Evergreen Health Foundation invites proposals that shorten the wait for counselling and psychiatric care for uninsured and underinsured adults in Pierce, Thurston and Lane counties.',
        ],
      },
      {
        heading: 'Eligibility',
        paragraphs: [
          'Applicants must employ or contract licensed clinicians (LCSW, LPC, psychologist or psychiatric nurse practitioner) and must accept patients regardless of ability to pay. Hospitals and for-profit clinics are not eligible.',
        ],
      },
      {
        heading: 'Award and duration',
        paragraphs: [
          'Awards are up to $75,000 per year for two years ($150,000 in total). Telehealth equipment may be up to 15 percent of the budget. A 10 percent match, cash or in-kind, is required.',
        ],
      },
      {
        heading: 'Deadline and review',
        paragraphs: [
          'Proposals are due by 5 pm Pacific on September 15, 2026. A panel of clinicians scores proposals on need, access outcomes and sustainability. Notification by November 20, 2026.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'Priya Natarajan, Grants Manager: priya.natarajan@evergreenhealthfdn.org, (253) 555-0187.',
        ],
      },
    ],
  },
  {
    funderName: 'Evergreen Health Foundation',
    folder: 'Reports',
    fileName: 'Evergreen interim report notes.txt',
    kind: 'txt',
    language: 'en',
    title: 'Evergreen Health Foundation — interim report notes (year 1)',
    sections: [
      {
        heading: 'Numbers to report',
        paragraphs: [
          'Clients served in the first six months: 412 adults, of whom 61 percent were uninsured. Average wait from first call to first counselling session fell from 21 days to 9 days.',
          'Telehealth sessions: 1,180, mostly evenings. No-show rate dropped from 24 percent to 13 percent after text reminders.',
        ],
      },
      {
        heading: 'Challenges',
        paragraphs: [
          'One bilingual counsellor left in March; the Spanish-language waitlist grew to 38 people until a replacement started in May.',
        ],
      },
      {
        heading: 'To do before submitting',
        paragraphs: [
          'Attach the updated outcomes table, ask finance for the match documentation (in-kind office space valued at $7,800) and send to Priya by the end of the month.',
        ],
      },
    ],
  },
  {
    funderName: 'Pacific Crest Bank',
    folder: 'Guidelines',
    fileName: 'Pacific Crest Bank - Housing Grants.md',
    kind: 'md',
    language: 'en',
    title: 'Pacific Crest Bank — Community Housing Grants',
    sections: [
      {
        heading: 'What we fund',
        paragraphs: [
          'Pacific Crest Bank supports affordable housing: emergency rental assistance, home repair for low-income homeowners, first-time homebuyer education and permanent supportive housing.',
          'Projects must serve households earning at or below 80 percent of the area median income (AMI) in the bank’s Oregon and Washington market areas.',
        ],
      },
      {
        heading: 'Grant amounts',
        paragraphs: [
          'Requests from $10,000 to $50,000. Multi-year commitments are not offered. An employee volunteer day is encouraged but not required.',
        ],
      },
      {
        heading: 'How and when to apply',
        paragraphs: [
          'Apply once per calendar year through the bank’s community portal. The 2026 application window opens on April 1 and closes on June 1, 2026. Awards are announced in September.',
          'Contact: Marcus Oyelaran, Community Reinvestment Officer, community@pacificcrestbank.com.',
        ],
      },
    ],
  },
  {
    funderName: 'Greenleaf Grocers Community Fund',
    folder: 'Budget',
    fileName: 'Greenleaf Senior Nutrition Budget FY2026.xlsx',
    kind: 'xlsx',
    language: 'en',
    title: 'Senior Nutrition program budget FY2026 — Greenleaf Grocers Community Fund proposal',
    sections: [
      {
        heading: 'Notes',
        paragraphs: [
          'Budget submitted to the Greenleaf Grocers Community Fund for home-delivered meals. Greenleaf request: $22,000; the remainder is covered by the Area Agency on Aging and individual donors.',
        ],
      },
    ],
    table: [
      ['Line item', 'Description', 'Amount (USD)', 'Greenleaf share (USD)'],
      ['Meal ingredients', '8,400 meals at $2.75', 23100, 12000],
      ['Delivery driver wages', '2 part-time drivers', 14200, 6000],
      ['Mileage reimbursement', 'Volunteer drivers, 9,000 miles', 6030, 2500],
      ['Insulated delivery bags', '60 bags', 1470, 1500],
      ['Nutrition education', 'Monthly sessions with a dietitian', 3800, 0],
      ['Total', '', 48600, 22000],
    ],
  },
  {
    funderName: 'Greenleaf Grocers Community Fund',
    folder: '',
    fileName: 'Greenleaf Community Fund - Eligibility.txt',
    kind: 'txt',
    language: 'en',
    title: 'Greenleaf Grocers Community Fund — eligibility and deadlines',
    sections: [
      {
        heading: 'Eligibility',
        paragraphs: [
          'The fund supports hunger relief and healthy eating within ten miles of a Greenleaf Grocers store. Food pantries, meal programs and school garden projects qualify. Applicants need a store manager’s endorsement form.',
        ],
      },
      {
        heading: 'Deadlines and amounts',
        paragraphs: [
          'Two cycles per year: applications close on February 28 and on August 31. Grants are between $2,500 and $25,000. Gift cards for food drives are a separate program and are not covered here.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['Hannah Kowalski, Community Fund Coordinator, giving@greenleafgrocers.com.'],
      },
    ],
  },
  {
    funderName: 'Oregon Arts Commission',
    folder: 'Guidelines',
    fileName: 'Oregon Arts Commission - Operating Support FY2027.pdf',
    kind: 'pdf',
    language: 'en',
    title: 'Oregon Arts Commission — Operating Support Grants FY2027',
    sections: [
      {
        heading: 'Eligibility',
        paragraphs: [
          'Oregon arts organisations with an arts-centred mission, a minimum annual budget of $50,000, and at least one paid staff member. Community foundations applying for an arts program must show the program has its own budget and advisory committee.',
        ],
      },
      {
        heading: 'Award calculation',
        paragraphs: [
          'Awards range from $3,000 to $12,000 and are set by a formula using the panel score and the applicant’s budget size. Every dollar must be matched one to one with non-state funds.',
        ],
      },
      {
        heading: 'Deadline',
        paragraphs: [
          'Applications are due on February 5, 2026 at 11:59 pm through the state’s online grants system. Late applications are not accepted.',
        ],
      },
      {
        heading: 'Reporting and credit',
        paragraphs: [
          'A final report with attendance figures and a financial summary is due by August 31, 2027. Grantees display the Commission’s logo and the line "supported by the Oregon Arts Commission".',
          'Questions: Grace Okafor, Community Arts Coordinator, grace.okafor@oregonarts.example.gov.',
        ],
      },
    ],
  },
  {
    funderName: 'Oregon Arts Commission',
    folder: 'Reports',
    fileName: 'OAC final report notes 2025.md',
    kind: 'md',
    language: 'en',
    title: 'Oregon Arts Commission — final report notes, Community Arts 2025',
    sections: [
      {
        heading: 'Attendance',
        paragraphs: [
          'Mural festival: 2,300 visitors over two days. Twelve neighbourhood workshops with 186 participants, 40 percent of them under 18.',
        ],
      },
      {
        heading: 'Artists',
        paragraphs: [
          'We paid 9 local artists a total of $21,600 in fees. The ceramic bench project at Riverside Park was finished in October, three weeks late because of kiln repairs.',
        ],
      },
    ],
  },
  {
    funderName: 'United Way of the Columbia Valley',
    folder: '',
    fileName: 'United Way - Reporting Requirements.docx',
    kind: 'docx',
    language: 'en',
    title: 'United Way of the Columbia Valley — Partner Agency Reporting Requirements',
    sections: [
      {
        heading: 'Quarterly outcome reports',
        paragraphs: [
          'Funded partner agencies report outcomes every quarter, by the 15th of January, April, July and October, in the United Way data system. Each report lists people served by ZIP code, the outcome indicators agreed in the contract, and one client story.',
        ],
      },
      {
        heading: 'Financial reporting',
        paragraphs: [
          'An annual audit or financial review is due within 180 days of the agency’s fiscal year end. Agencies with revenue above $1 million must submit a full audit.',
        ],
      },
      {
        heading: 'Consequences of late reports',
        paragraphs: [
          'Payments are held when a report is more than 30 days late. Two late reports in a year lead to a probation review by the allocations committee.',
          'Agency relations manager: Jamal Carter, jcarter@unitedwaycv.org.',
        ],
      },
    ],
  },
  {
    funderName: 'City of Riverbend Parks & Recreation',
    folder: '',
    fileName: 'Riverbend Parks - Green Spaces Mini-Grants.pdf',
    kind: 'pdf',
    language: 'en',
    title: 'City of Riverbend Parks & Recreation — Green Spaces Mini-Grants',
    sections: [
      {
        heading: 'About the program',
        paragraphs: [
          'Mini-grants for tree planting, native plant restoration, trail maintenance and community gardens on public land within Riverbend city limits.',
        ],
      },
      {
        heading: 'Amounts and conditions',
        paragraphs: [
          'Up to $5,000 per project. Projects must be completed within nine months, require a parks department permit, and must involve at least 20 volunteer hours.',
        ],
      },
      {
        heading: 'Dates',
        paragraphs: [
          'Apply by October 10, 2026. Projects start after the city council approves the list on November 12, 2026.',
          'Contact: Mei-Ling Chen, Volunteer Programs Supervisor, parks@riverbend.example.gov, (541) 555-0110.',
        ],
      },
    ],
  },
];
