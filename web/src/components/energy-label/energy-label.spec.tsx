import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProduct } from '@/testing/catalog-fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import { EnergyLabel } from './energy-label';

describe('EnergyLabel', () => {
  it("shows a light source's class arrow; a click opens the full label and the EPREL sheet", async () => {
    const bulb = makeProduct({ energyRating: 'D', lightSource: 'light-source', eprelId: '1234567', brand: { name: 'Lumen Co' }, sku: 'LC-1' });
    renderWithProviders(<EnergyLabel product={bulb} />);

    const arrow = screen.getByRole('button', { name: 'Energy class D: show the energy label' });
    await userEvent.click(arrow);

    expect(await screen.findByRole('img', { name: 'EU energy label: class D' })).toBeInTheDocument();
    expect(screen.getByTestId('energy-label-qr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product information sheet' })).toHaveAttribute(
      'href',
      'https://eprel.ec.europa.eu/screen/product/lightsources/1234567',
    );
  });

  it('says a luminaire contains a light source of its class', () => {
    renderWithProviders(<EnergyLabel product={makeProduct({ energyRating: 'B', lightSource: 'contains' })} />);
    expect(screen.getByTestId('energy-label')).toHaveTextContent('Contains a light source of energy class B');
  });

  it('shows nothing for a product that is no light source, or without a class on the A–G scale', () => {
    renderWithProviders(
      <>
        <EnergyLabel product={makeProduct({ energyRating: 'C', lightSource: null })} />
        <EnergyLabel product={makeProduct({ energyRating: 'A++', lightSource: 'light-source' })} />
      </>,
    );
    expect(screen.queryByTestId('energy-label')).not.toBeInTheDocument();
  });
});
