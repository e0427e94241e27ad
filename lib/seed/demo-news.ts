import type { DemoNews } from './types';

/**
 * Demo short-news cards for the 14 custom-only categories. Every company, outlet and figure here is
 * fictional; urls point at example.com. Each category has at least one 'en', one 'hi' and one 'both' item.
 */
export const demoNews: DemoNews[] = [
  // stocks
  {
    title: 'Benchmark indices climb for a third day as IT and metal shares rally',
    description:
      'Markets extended their winning streak on Tuesday as Kaveri Infotech rose 3.2% after a large overseas deal. Metal counters tracked firmer global prices, while mid-caps lagged on profit-taking.',
    categories: ['stocks'],
    language: 'en',
    url: 'https://example.com/news/indices-climb-third-day',
    sourceName: 'Dalal Street Desk',
    photo: { hue: 210, label: 'Markets' },
    hoursAgo: 2,
  },
  {
    title: 'चार दिन की तेज़ी के बाद मिडकैप शेयरों में मुनाफ़ावसूली',
    description:
      'लगातार चार सत्रों की बढ़त के बाद बुधवार को मिडकैप शेयरों में मुनाफ़ावसूली देखी गई। विश्लेषकों का कहना है कि ऊँचे मूल्यांकन की वजह से निवेशक फ़िलहाल नई ख़रीदारी से बच रहे हैं।',
    categories: ['stocks'],
    language: 'hi',
    sourceName: 'Bazaar Samvad',
    photo: { hue: 204, label: 'Mid-caps' },
    hoursAgo: 27,
  },
  {
    title: 'Sahyadri Motors shares hit 52-week high after strong monthly sales',
    description:
      'Shares of Sahyadri Motors rose 6% to a 52-week high after the carmaker reported a 22% rise in domestic dispatches. Brokerages raised their target prices, citing a healthy order book for its compact SUVs.',
    categories: ['stocks', 'automobile'],
    language: 'both',
    url: 'https://example.com/news/sahyadri-motors-52-week-high',
    photo: { hue: 216, label: 'Auto stocks' },
    hoursAgo: 9,
  },
  {
    title: 'Foreign investors turn net buyers after six straight weeks of selling',
    description:
      'Overseas funds bought Indian equities worth ₹4,250 crore this week, reversing a six-week selling streak. Dealers attributed the shift to easing bond yields abroad and attractive valuations in large private banks.',
    categories: ['stocks'],
    language: 'en',
    sourceName: 'Mint Wire Demo',
    photo: { hue: 222, label: 'FPI flows' },
    hoursAgo: 75,
  },

  // ipo
  {
    title: 'Narmada Green Energy IPO subscribed 38 times on final day of bidding',
    description:
      'The ₹1,200 crore issue of solar developer Narmada Green Energy drew bids worth over ₹30,000 crore. Qualified institutional buyers led demand, and the shares are set to list next Tuesday.',
    categories: ['ipo', 'power'],
    language: 'en',
    url: 'https://example.com/news/narmada-green-energy-ipo-subscribed',
    sourceName: 'Primary Market Wire',
    photo: { hue: 265, label: 'IPO' },
    hoursAgo: 5,
  },
  {
    title: 'अरावली फ़ूड्स का आईपीओ अगले हफ़्ते खुलेगा, प्राइस बैंड ₹210–222 तय',
    description:
      'पैकेज्ड स्नैक्स बनाने वाली अरावली फ़ूड्स का ₹650 करोड़ का आईपीओ अगले मंगलवार को खुलेगा। कंपनी इस रक़म का इस्तेमाल नई फ़ैक्ट्री लगाने और कर्ज़ चुकाने में करेगी।',
    categories: ['ipo', 'fmcg'],
    language: 'hi',
    photo: { hue: 270, label: 'Snacks IPO' },
    hoursAgo: 34,
  },
  {
    title: 'Konkan Fintech files draft papers for ₹1,800 crore public issue',
    description:
      'Digital payments firm Konkan Fintech has filed its draft prospectus with the market regulator. The issue combines fresh shares worth ₹800 crore with an offer for sale by early investors.',
    categories: ['ipo'],
    language: 'both',
    url: 'https://example.com/news/konkan-fintech-draft-papers',
    photo: { hue: 258, label: 'Draft prospectus' },
    hoursAgo: 52,
  },
  {
    title: 'Grey market premium for Satluj Cables cools ahead of Thursday listing',
    description:
      'Unofficial premiums for Satluj Cables shares slipped to ₹18 from ₹45 earlier in the week. Analysts still expect a modest listing gain, given the company\'s debt-free balance sheet.',
    categories: ['ipo'],
    language: 'en',
    sourceName: 'Dalal Street Desk',
    photo: { hue: 276, label: 'Listing day' },
    hoursAgo: 14,
  },

  // fmcg
  {
    title: 'Himgiri Consumer raises soap and detergent prices by up to 4%',
    description:
      'Himgiri Consumer has raised prices across its soap and detergent range as palm oil and packaging costs climb. Small packs sold in villages will keep their price points with slightly lower grammage.',
    categories: ['fmcg'],
    language: 'en',
    url: 'https://example.com/news/himgiri-consumer-price-hike',
    sourceName: 'Consumer Beat',
    photo: { hue: 25, label: 'Price hike' },
    hoursAgo: 20,
  },
  {
    title: 'ग्रामीण माँग में सुधार से एफ़एमसीजी कंपनियों की बिक्री में तेज़ी',
    description:
      'अच्छी फ़सल और बढ़ती मज़दूरी से गाँवों में रोज़मर्रा के सामान की बिक्री फिर रफ़्तार पकड़ रही है। कई कंपनियों ने बताया कि इस तिमाही ग्रामीण बिक्री शहरों से तेज़ बढ़ी।',
    categories: ['fmcg'],
    language: 'hi',
    photo: { hue: 32, label: 'Rural demand' },
    hoursAgo: 63,
  },
  {
    title: 'Vindhya Beverages bets on village distribution to double its reach by 2027',
    description:
      'Vindhya Beverages plans to add 300,000 rural outlets over three years using electric delivery vans and local stockists. The juice maker expects smaller towns to contribute half its sales by 2027.',
    categories: ['fmcg'],
    language: 'both',
    sourceName: 'Consumer Beat',
    photo: { hue: 18, label: 'Beverages' },
    hoursAgo: 110,
  },

  // power
  {
    title: 'Ganga Power Grid commissions 765 kV line linking northern and western grids',
    description:
      'The new 410 km line will let states move up to 3,000 MW of surplus solar power during the day. Ganga Power Grid said the project was finished four months ahead of schedule.',
    categories: ['power'],
    language: 'en',
    url: 'https://example.com/news/ganga-power-grid-765kv-line',
    sourceName: 'Energy Ledger',
    photo: { hue: 50, label: 'Power grid' },
    hoursAgo: 40,
  },
  {
    title: 'भीषण गर्मी में बिजली की माँग रिकॉर्ड स्तर पर, ग्रिड पर बढ़ा दबाव',
    description:
      'देशभर में तापमान बढ़ने के साथ बिजली की अधिकतम माँग नए रिकॉर्ड पर पहुँच गई। ग्रिड संचालकों ने राज्यों से कहा है कि वे शाम के व्यस्त घंटों के लिए अतिरिक्त बिजली का इंतज़ाम पहले से कर लें।',
    categories: ['power'],
    language: 'hi',
    photo: { hue: 44, label: 'Peak demand' },
    hoursAgo: 3,
  },
  {
    title: 'Thar Solar wins 1.2 GW auction at a record-low tariff of ₹2.38 per unit',
    description:
      'Thar Solar outbid seven rivals in the latest round of utility-scale solar auctions. The company will build the plant in western Rajasthan and expects to start supplying power within 24 months.',
    categories: ['power'],
    language: 'both',
    url: 'https://example.com/news/thar-solar-record-low-tariff',
    sourceName: 'Energy Ledger',
    photo: { hue: 56, label: 'Solar park' },
    hoursAgo: 88,
  },

  // automobile
  {
    title: 'Electric scooter registrations jump 35% during the festive month',
    description:
      'Dealers reported strong walk-ins for electric scooters as buyers chased festive discounts and lower running costs. Petrol two-wheeler sales grew a more modest 8% over the same period.',
    categories: ['automobile'],
    language: 'en',
    sourceName: 'Auto Pulse Demo',
    photo: { hue: 0, label: 'EV scooters' },
    hoursAgo: 46,
  },
  {
    title: 'नीलगिरि ऑटो ने ₹14 लाख में उतारी नई इलेक्ट्रिक एसयूवी',
    description:
      'नीलगिरि ऑटो की नई इलेक्ट्रिक एसयूवी एक बार चार्ज करने पर 420 किलोमीटर तक चलने का दावा करती है। कंपनी ने बताया कि इसकी डिलीवरी अगले महीने से 30 शहरों में शुरू होगी।',
    categories: ['automobile'],
    language: 'hi',
    url: 'https://example.com/news/nilgiri-auto-electric-suv',
    photo: { hue: 354, label: 'Electric SUV' },
    hoursAgo: 70,
  },
  {
    title: 'Tractor makers expect double-digit growth on strong rabi sowing',
    description:
      'Good reservoir levels and higher crop prices have lifted farm sentiment ahead of the rabi season. Bundelkhand Tractors said enquiries in its key northern markets are up nearly a fifth from last year.',
    categories: ['automobile'],
    language: 'en',
    photo: { hue: 8, label: 'Tractors' },
    hoursAgo: 130,
  },

  // banking
  {
    title: 'Malabar Cooperative Bank reports 18% rise in quarterly net profit',
    description:
      'Higher loan growth and lower bad-loan provisions helped Malabar Cooperative Bank post a profit of ₹412 crore. Deposits rose 11%, led by savings accounts in semi-urban branches.',
    categories: ['banking'],
    language: 'en',
    url: 'https://example.com/news/malabar-cooperative-bank-profit',
    sourceName: 'Bank Street Demo',
    photo: { hue: 160, label: 'Bank results' },
    hoursAgo: 22,
  },
  {
    title: 'बैंकों ने एफ़डी दरें 0.25% तक बढ़ाईं, वरिष्ठ नागरिकों को ज़्यादा फ़ायदा',
    description:
      'कई बैंकों ने एक से तीन साल की सावधि जमा पर ब्याज दरें 25 आधार अंक तक बढ़ा दी हैं। वरिष्ठ नागरिकों को सामान्य दर से आधा प्रतिशत ज़्यादा ब्याज मिलेगा।',
    categories: ['banking', 'personal-finance'],
    language: 'hi',
    photo: { hue: 166, label: 'Fixed deposits' },
    hoursAgo: 16,
  },
  {
    title: 'Bharat Rural Bank cuts gross NPAs to a decade low of 2.1%',
    description:
      'Bharat Rural Bank said tighter underwriting and steady recoveries from farm loans brought bad loans to their lowest level in ten years. The lender plans to raise ₹2,000 crore through bonds to fund growth.',
    categories: ['banking'],
    language: 'both',
    sourceName: 'Bank Street Demo',
    photo: { hue: 154, label: 'Asset quality' },
    hoursAgo: 95,
  },
  {
    title: 'Sindhu Bank ties up with three fintechs to speed up small-business loans',
    description:
      'Sindhu Bank will use partner apps to source and assess loans of up to ₹25 lakh for shopkeepers and traders. The bank expects approval times to drop from a week to under 48 hours.',
    categories: ['banking'],
    language: 'en',
    url: 'https://example.com/news/sindhu-bank-fintech-partnerships',
    photo: { hue: 172, label: 'Digital lending' },
    hoursAgo: 150,
  },

  // business
  {
    title: 'Kaveri Infotech signs $400 million multi-year deal with a European retailer',
    description:
      'The seven-year contract covers cloud migration and store technology for the retailer\'s 2,000 outlets. It is Kaveri Infotech\'s largest deal so far this financial year.',
    categories: ['business'],
    language: 'en',
    url: 'https://example.com/news/kaveri-infotech-european-retail-deal',
    sourceName: 'Mint Wire Demo',
    photo: { hue: 320, label: 'IT services' },
    hoursAgo: 7,
  },
  {
    title: 'छोटे उद्योगों के लिए कर्ज़ की माँग में तेज़ उछाल',
    description:
      'त्योहारी सीज़न से पहले छोटे और मझोले उद्योगों ने कार्यशील पूंजी के लिए ज़्यादा कर्ज़ लिया है। बैंकों का कहना है कि ख़ासकर कपड़ा और खाद्य प्रसंस्करण क्षेत्र से माँग बढ़ी है।',
    categories: ['business'],
    language: 'hi',
    photo: { hue: 326, label: 'MSME credit' },
    hoursAgo: 58,
  },
  {
    title: 'Startup funding rebounds as fintech and climate tech lead the quarter',
    description:
      'Indian startups raised about $3.1 billion in the quarter, up 40% from the previous three months. Early-stage rounds made up most deals, while late-stage investors remained selective.',
    categories: ['business'],
    language: 'both',
    url: 'https://example.com/news/startup-funding-rebounds',
    photo: { hue: 314, label: 'Startups' },
    hoursAgo: 120,
  },
  {
    title: 'Textile exporters report order recovery as global buyers restock',
    description:
      'Garment makers in southern clusters say overseas orders for the spring season are up about 15%. Exporters still flagged rising cotton costs and longer payment cycles as concerns.',
    categories: ['business'],
    language: 'en',
    sourceName: 'Trade Lines',
    photo: { hue: 332, label: 'Textiles' },
    hoursAgo: 200,
  },

  // india
  {
    title: 'Monsoon reaches Kerala three days early, lifting hopes for kharif sowing',
    description:
      'The weather office said the monsoon is likely to advance steadily over the next fortnight. An early and even onset could support rice and pulses sowing and help cool food prices.',
    categories: ['india'],
    language: 'en',
    url: 'https://example.com/news/monsoon-reaches-kerala-early',
    sourceName: 'National Brief',
    photo: { hue: 100, label: 'Monsoon' },
    hoursAgo: 11,
  },
  {
    title: 'इस साल 12 नए हवाई अड्डों से शुरू होंगी नियमित उड़ानें',
    description:
      'क्षेत्रीय संपर्क बढ़ाने की योजना के तहत छोटे शहरों में बने 12 हवाई अड्डों से इस साल नियमित उड़ानें शुरू होंगी। इससे पर्यटन और स्थानीय कारोबार को फ़ायदा मिलने की उम्मीद है।',
    categories: ['india'],
    language: 'hi',
    photo: { hue: 94, label: 'Airports' },
    hoursAgo: 85,
  },
  {
    title: 'New freight corridor cuts Delhi–Mumbai cargo transit time to 20 hours',
    description:
      'The fully electrified dedicated freight corridor now runs double-stack container trains end to end. Logistics firms expect lower costs and fewer delays for goods moving from northern factories to western ports.',
    categories: ['india'],
    language: 'both',
    photo: { hue: 106, label: 'Freight rail' },
    hoursAgo: 140,
  },
  {
    title: 'Retail inflation eases to 4.1% on softer vegetable prices',
    description:
      'Consumer price inflation cooled for a second month as tomato and onion prices fell with fresh arrivals. Economists said core inflation remained steady, leaving room for a cautious policy stance.',
    categories: ['india'],
    language: 'en',
    url: 'https://example.com/news/retail-inflation-eases',
    photo: { hue: 112, label: 'Inflation' },
    hoursAgo: 31,
  },

  // pharma
  {
    title: 'Shivalik Pharma gets US approval for generic diabetes drug',
    description:
      'The approval allows Shivalik Pharma to sell a generic version of a widely used diabetes tablet in the American market. The company expects the product to add about ₹300 crore to annual revenue.',
    categories: ['pharma'],
    language: 'en',
    url: 'https://example.com/news/shivalik-pharma-us-approval',
    sourceName: 'Pharma Pulse Demo',
    photo: { hue: 135, label: 'Pharma' },
    hoursAgo: 24,
  },
  {
    title: 'सतपुड़ा फ़ार्मा ने कैंसर की सस्ती दवा बाज़ार में उतारी',
    description:
      'सतपुड़ा फ़ार्मा ने स्तन कैंसर के इलाज में इस्तेमाल होने वाली दवा का सस्ता संस्करण लॉन्च किया है। कंपनी का दावा है कि इसकी कीमत मौजूदा विकल्पों से क़रीब 60% कम है।',
    categories: ['pharma'],
    language: 'hi',
    url: 'https://example.com/news/satpura-pharma-affordable-cancer-drug',
    sourceName: 'Bazaar Samvad',
    photo: { hue: 129, label: 'Medicines' },
    hoursAgo: 100,
  },
  {
    title: 'Drug makers step up API production to cut reliance on imports',
    description:
      'Several mid-sized drug makers are expanding plants for active pharmaceutical ingredients under a production-linked incentive plan. Executives expect import dependence for key antibiotics to fall over three years.',
    categories: ['pharma'],
    language: 'both',
    photo: { hue: 141, label: 'API plants' },
    hoursAgo: 170,
  },

  // cryptocurrencies
  {
    title: 'Bitcoin slips below $60,000 as global risk appetite fades',
    description:
      'The largest cryptocurrency fell 5% in 24 hours, dragging smaller tokens lower. Traders on domestic exchanges said volumes rose as some investors booked profits after a strong month.',
    categories: ['cryptocurrencies'],
    language: 'en',
    url: 'https://example.com/news/bitcoin-slips-below-60000',
    sourceName: 'Crypto Ledger Demo',
    photo: { hue: 235, label: 'Bitcoin' },
    hoursAgo: 4,
  },
  {
    title: 'घरेलू क्रिप्टो एक्सचेंजों पर कारोबार घटा, छोटे निवेशक सतर्क',
    description:
      'पिछले महीने देश के क्रिप्टो एक्सचेंजों पर ट्रेडिंग वॉल्यूम क़रीब 20% कम रहा। जानकारों का कहना है कि कर नियमों और बाज़ार की उठा-पटक के चलते छोटे निवेशक फ़िलहाल दूरी बना रहे हैं।',
    categories: ['cryptocurrencies'],
    language: 'hi',
    photo: { hue: 241, label: 'Crypto volumes' },
    hoursAgo: 66,
  },
  {
    title: 'Crypto exchange CoinKoshal adds instant rupee deposits via UPI',
    description:
      'CoinKoshal users can now fund their wallets in seconds using UPI, with a daily cap of ₹1 lakh. The exchange said all deposits go through enhanced identity checks to meet anti-money-laundering rules.',
    categories: ['cryptocurrencies'],
    language: 'both',
    url: 'https://example.com/news/coinkoshal-upi-deposits',
    sourceName: 'Crypto Ledger Demo',
    photo: { hue: 229, label: 'Crypto app' },
    hoursAgo: 180,
  },
  {
    title: 'Officials weigh a consultation paper on stablecoin rules',
    description:
      'A discussion paper on stablecoins and other crypto assets is being prepared for public comment, according to officials familiar with the matter. It is expected to cover reserve requirements and consumer protection.',
    categories: ['cryptocurrencies', 'policyAndRegulation'],
    language: 'en',
    photo: { hue: 247, label: 'Stablecoins' },
    hoursAgo: 60,
  },

  // corporateNews
  {
    title: 'Godavari Steel founder moves to chairman role, names new chief executive',
    description:
      'Godavari Steel said its founder will become non-executive chairman after 30 years at the helm. The new chief executive, promoted from within, will lead a ₹15,000 crore capacity expansion.',
    categories: ['corporateNews'],
    language: 'en',
    url: 'https://example.com/news/godavari-steel-leadership-change',
    sourceName: 'Boardroom Brief',
    photo: { hue: 290, label: 'Leadership' },
    hoursAgo: 36,
  },
  {
    title: 'हिमगिरि कंज़्यूमर ने बेंगलुरु में खोला नया शोध केंद्र',
    description:
      'हिमगिरि कंज़्यूमर ने ₹120 करोड़ की लागत से बेंगलुरु में नया अनुसंधान और विकास केंद्र शुरू किया है। यहाँ 400 वैज्ञानिक पर्यावरण के अनुकूल पैकेजिंग और नए उत्पादों पर काम करेंगे।',
    categories: ['corporateNews'],
    language: 'hi',
    photo: { hue: 296, label: 'R&D centre' },
    hoursAgo: 115,
  },
  {
    title: 'Kaveri Infotech plans to hire 8,000 freshers despite muted demand',
    description:
      'Kaveri Infotech said it will onboard 8,000 graduates this year, with a focus on cloud and data skills. Management expects new deal wins to offset slower discretionary spending by clients.',
    categories: ['corporateNews'],
    language: 'both',
    url: 'https://example.com/news/kaveri-infotech-fresher-hiring',
    photo: { hue: 284, label: 'Hiring' },
    hoursAgo: 48,
  },
  {
    title: 'Ratnagiri Cements completes merger of two subsidiaries',
    description:
      'Ratnagiri Cements has folded its eastern and southern units into the parent company after receiving final approvals. The simpler structure is expected to save about ₹90 crore a year.',
    categories: ['corporateNews'],
    language: 'en',
    photo: { hue: 302, label: 'Merger' },
    hoursAgo: 225,
  },

  // policyAndRegulation
  {
    title: 'Market regulator proposes tighter disclosure norms for finfluencers',
    description:
      'Online creators who discuss stocks would have to disclose paid tie-ups and avoid promising returns under the draft proposal. The regulator has invited public comments for 30 days.',
    categories: ['policyAndRegulation'],
    language: 'en',
    url: 'https://example.com/news/finfluencer-disclosure-norms',
    sourceName: 'Policy Watch Demo',
    photo: { hue: 185, label: 'Regulation' },
    hoursAgo: 18,
  },
  {
    title: 'केंद्रीय बैंक ने नीतिगत दर में बदलाव नहीं किया, महंगाई पर नज़र',
    description:
      'केंद्रीय बैंक की मौद्रिक नीति समिति ने लगातार छठी बार नीतिगत दर को स्थिर रखा। समिति ने कहा कि खाद्य महंगाई पर नज़र रखते हुए आगे के फ़ैसले आँकड़ों के आधार पर लिए जाएँगे।',
    categories: ['policyAndRegulation'],
    language: 'hi',
    photo: { hue: 179, label: 'Policy rate' },
    hoursAgo: 1,
  },
  {
    title: 'Draft rules propose 48-hour grievance redressal for digital lenders',
    description:
      'Digital lending apps would have to acknowledge complaints instantly and resolve them within 48 hours under the proposed rules. Lenders must also show the full annual cost of a loan before a borrower signs.',
    categories: ['policyAndRegulation'],
    language: 'both',
    url: 'https://example.com/news/digital-lender-grievance-rules',
    photo: { hue: 191, label: 'Digital loans' },
    hoursAgo: 160,
  },

  // corporate-actions
  {
    title: 'Ratnagiri Cements declares 1:1 bonus issue and ₹12 interim dividend',
    description:
      'Shareholders will get one bonus share for every share held, subject to approval at an extraordinary general meeting. The board also set a record date later this month for the interim dividend.',
    categories: ['corporate-actions'],
    language: 'en',
    url: 'https://example.com/news/ratnagiri-cements-bonus-dividend',
    sourceName: 'Dalal Street Desk',
    photo: { hue: 345, label: 'Bonus issue' },
    hoursAgo: 29,
  },
  {
    title: 'कावेरी इन्फ़ोटेक के बोर्ड ने ₹9,000 करोड़ के शेयर बायबैक को दी मंज़ूरी',
    description:
      'कंपनी टेंडर ऑफ़र के ज़रिए मौजूदा बाज़ार भाव से क़रीब 18% प्रीमियम पर अपने शेयर वापस ख़रीदेगी। बायबैक की रिकॉर्ड तिथि जल्द घोषित की जाएगी।',
    categories: ['corporate-actions'],
    language: 'hi',
    url: 'https://example.com/news/kaveri-infotech-buyback',
    photo: { hue: 339, label: 'Buyback' },
    hoursAgo: 54,
  },
  {
    title: 'Deccan Paints announces 1:5 stock split to improve liquidity',
    description:
      'Each share with a face value of ₹10 will be split into five shares of ₹2 each. The paint maker said the move should make its shares more affordable for retail investors.',
    categories: ['corporate-actions'],
    language: 'both',
    sourceName: 'Market Minute',
    photo: { hue: 351, label: 'Stock split' },
    hoursAgo: 236,
  },
  {
    title: 'Shivalik Pharma board approves ₹1,500 crore rights issue for US expansion',
    description:
      'Existing shareholders can buy two new shares for every 15 held, at a discount to the market price. The proceeds will fund a new injectables plant and marketing in the US.',
    categories: ['corporate-actions', 'pharma'],
    language: 'en',
    sourceName: 'Pharma Pulse Demo',
    photo: { hue: 357, label: 'Rights issue' },
    hoursAgo: 210,
  },

  // personal-finance
  {
    title: 'Five things to check before renewing your health insurance policy',
    description:
      'Review your sum insured, room rent limits, waiting periods and network hospitals before you renew. Comparing no-claim bonus and co-payment terms can also save money without cutting cover.',
    categories: ['personal-finance'],
    language: 'en',
    url: 'https://example.com/news/health-insurance-renewal-checklist',
    sourceName: 'Money Matters Demo',
    photo: { hue: 75, label: 'Health cover' },
    hoursAgo: 42,
  },
  {
    title: 'म्यूचुअल फ़ंड एसआईपी में रिकॉर्ड निवेश, युवा निवेशकों की भागीदारी बढ़ी',
    description:
      'पिछले महीने एसआईपी के ज़रिए म्यूचुअल फ़ंड में रिकॉर्ड रक़म आई। 30 साल से कम उम्र के निवेशकों ने सबसे ज़्यादा नए खाते खोले, और नए निवेश का बड़ा हिस्सा छोटे शहरों से आया।',
    categories: ['personal-finance'],
    language: 'hi',
    photo: { hue: 69, label: 'SIP' },
    hoursAgo: 82,
  },
  {
    title: 'How the new tax regime changes your take-home salary this year',
    description:
      'Higher slab thresholds and a larger standard deduction mean many salaried employees will see more money in hand each month. Those with large deductions should still compare both regimes before choosing.',
    categories: ['personal-finance'],
    language: 'both',
    url: 'https://example.com/news/new-tax-regime-take-home-salary',
    photo: { hue: 81, label: 'Tax savings' },
    hoursAgo: 144,
  },
];
