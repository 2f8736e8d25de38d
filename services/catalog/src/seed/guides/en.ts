import { html, list, table, type GuideTexts } from './guide-texts';

export const GUIDES_EN: GuideTexts = {
  'choosing-colour-temperature': {
    title: 'How to Choose the Right Colour Temperature',
    description: 'Warm, neutral or cool? What kelvin numbers mean and which to pick for each room.',
    excerpt:
      'The kelvin figure on the box decides whether a room feels cosy or crisp. Here is how to read it.',
    content: html(
      '<p>Colour temperature describes the colour of white light and is measured in kelvin (K). Lower numbers look warmer and more yellow; higher numbers look cooler and bluer.</p>',
      '<h2>The main ranges</h2>',
      list('ul', [
        '<strong>2200–2700 K, warm white:</strong> the glow of a classic incandescent bulb. Ideal for living rooms and bedrooms.',
        '<strong>3000 K, soft white:</strong> a little fresher, still friendly. Good for kitchens, dining rooms and bathrooms.',
        '<strong>4000 K, neutral white:</strong> clear and focused. Suits home offices, workshops and garages.',
        '<strong>5000–6500 K, daylight:</strong> cool and bright, best kept for task lighting and utility spaces.',
      ]),
      '<h2>Tips</h2>',
      '<p>Keep one colour temperature per room so fittings do not clash. In the evening, warmer light helps you wind down; tunable smart bulbs can shift from cool in the morning to warm at night automatically.</p>',
      '<p>Look for a colour rendering index (CRI) of 90 or more where colours matter, such as kitchens and dressing areas.</p>',
    ),
  },
  'lumens-not-watts': {
    title: 'Lumens, Not Watts: How Bright Should Your Lights Be?',
    description: 'Why watts no longer tell you brightness, and how many lumens each room needs.',
    excerpt: 'With LEDs, watts measure energy use, not light. Lumens tell you how bright a bulb really is.',
    content: html(
      '<p>For decades we bought bulbs by their wattage. LEDs use up to 90% less energy for the same light, so the number that matters now is lumens (lm): the amount of light a source gives.</p>',
      '<h2>Quick conversions</h2>',
      table(
        ['Old incandescent', 'LED equivalent'],
        [
          ['40 W', 'about 470 lm'],
          ['60 W', 'about 806 lm'],
          ['75 W', 'about 1055 lm'],
          ['100 W', 'about 1521 lm'],
        ],
      ),
      '<h2>How much light per room</h2>',
      list('ul', [
        '<strong>Living room and bedroom:</strong> 100–150 lm per square metre.',
        '<strong>Kitchen and bathroom:</strong> 250–400 lm per square metre, with extra task light over worktops and mirrors.',
        '<strong>Home office:</strong> around 500 lm per square metre at the desk.',
      ]),
      '<p>Multiply the floor area by the figure above and spread the total over several sources. Dimmable fittings let one room cover both bright and calm moments.</p>',
    ),
  },
  'ip-ratings-explained': {
    title: 'IP Ratings Explained: Lights for Bathrooms and Gardens',
    description:
      'What the two digits of an IP rating mean, and which rating each bathroom zone and outdoor spot needs.',
    excerpt: 'IP44, IP65, IP68: the two digits tell you how well a light keeps out dust and water.',
    content: html(
      '<p>An IP (Ingress Protection) rating has two digits. The first, from 0 to 6, rates protection against solid objects and dust; the second, from 0 to 8, against water.</p>',
      '<h2>Common ratings</h2>',
      list('ul', [
        '<strong>IP20:</strong> indoor use in dry rooms only.',
        '<strong>IP44:</strong> protected against splashing water. The minimum for bathroom zone 2 and covered porches.',
        '<strong>IP54:</strong> adds protection against dust, good for sheltered outdoor walls.',
        '<strong>IP65:</strong> dust-tight and safe against water jets: exposed facades, gardens and shower zone 1.',
        '<strong>IP67 and IP68:</strong> withstand immersion, for in-ground spots, ponds and pools.',
      ]),
      '<h2>Bathroom zones</h2>',
      '<p>Zone 0 is inside the bath or shower tray, zone 1 directly above it, and zone 2 extends 60 cm around it. Use at least IP44 in zone 2, IP65 in zone 1 and only low-voltage IP67 fittings in zone 0.</p>',
      '<p>Outdoors, choose IP44 under a canopy and IP65 or higher where rain hits directly. Always have bathroom and outdoor circuits installed by a qualified electrician.</p>',
    ),
  },
  'smart-lighting-getting-started': {
    title: 'Getting Started with Smart Lighting',
    description: 'Bulbs, hubs, apps and voice control: a simple path to a smart home without rewiring.',
    excerpt: 'Start with one room and a few bulbs. Here is what to buy first and how to set it up.',
    content: html(
      '<p>Smart lighting lets you switch, dim and change the colour of lights from your phone, by voice or on a schedule. You rarely need new wiring: most systems start with bulbs that fit your existing lamps.</p>',
      '<h2>Choose a connection</h2>',
      list('ul', [
        '<strong>Bluetooth:</strong> no hub needed, good for one or two rooms.',
        '<strong>Wi-Fi:</strong> connects to your router; simple, but many devices can crowd the network.',
        '<strong>Zigbee or Thread with a bridge:</strong> fast, reliable and built for whole homes.',
      ]),
      '<h2>Your first steps</h2>',
      list('ol', [
        'Pick the room you use most in the evening and replace its bulbs with smart ones.',
        'Install the app, add the bulbs and group them by room.',
        'Create two scenes, such as “Bright” and “Relax”, and a schedule that dims the lights at bedtime.',
        'Add LED strips or a smart switch later, so wall switches keep working for guests.',
      ]),
      '<p>Leave wall switches on: a bulb without power cannot hear the app. Our partner range from Aurelia Smart works with the major voice assistants.</p>',
    ),
  },
  'layering-light': {
    title: 'Layering Light: Ambient, Task and Accent',
    description: 'How designers combine three kinds of light to make rooms comfortable and flexible.',
    excerpt: 'One ceiling light is rarely enough. Three layers of light make any room work day and night.',
    content: html(
      '<p>Lighting designers think in layers. Each layer has a job, and together they let a room change from bright and practical to calm and atmospheric.</p>',
      '<h2>The three layers</h2>',
      list('ul', [
        '<strong>Ambient light</strong> fills the room evenly: ceiling lights, large pendants or indirect wall washers.',
        '<strong>Task light</strong> is focused where you work: spotlights over a kitchen counter, a reading lamp, mirror lights.',
        '<strong>Accent light</strong> adds depth: picture lights, LED strips on shelves, up-lights on plants or textured walls.',
      ]),
      '<h2>Putting it together</h2>',
      '<p>Put each layer on its own switch or dimmer, or in its own smart scene. Use warmer light for the ambient and accent layers and slightly cooler, brighter light for tasks.</p>',
      '<p>Place lights at different heights, from the ceiling down to floor level, so the room never feels flat.</p>',
    ),
  },
  'eu-energy-label': {
    title: 'Reading the EU Energy Label for Lamps',
    description: 'What the A to G scale, the kWh figure and the QR code on a lamp’s label tell you.',
    excerpt:
      'Since 2021 the EU label runs from A to G again. Most good LEDs are now rated D to F, and that is fine.',
    content: html(
      '<p>In September 2021 the European Union rescaled the energy label for light sources. The old A++ and A+ classes disappeared; the scale now runs from A (most efficient) to G.</p>',
      '<h2>What is on the label</h2>',
      list('ul', [
        '<strong>Energy class A–G,</strong> based on luminous efficacy: how many lumens a lamp gives per watt.',
        '<strong>Consumption in kWh per 1000 hours,</strong> the figure to compare running costs.',
        '<strong>A QR code</strong> linking to the product’s entry in the EPREL database, with full technical data.',
      ]),
      '<h2>How to use it</h2>',
      '<p>The new scale is strict on purpose, leaving room for better technology. A typical LED bulb today is class E or F; class D or C marks a very efficient model, and A is rare.</p>',
      '<p>Compare lamps with the same brightness in lumens, then choose the lower kWh figure. The extra cost of an efficient model usually pays back within a few years.</p>',
    ),
  },
};
