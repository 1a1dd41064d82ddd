/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import MDXComponents from '@theme/MDXComponents';

describe('Markdown tables', () => {
  it('render inside a keyboard-focusable region that can scroll', () => {
    const TableComponent = MDXComponents.table as React.ComponentType<React.ComponentProps<'table'>>;
    render(
      <TableComponent>
        <tbody>
          <tr>
            <td>4001</td>
          </tr>
        </tbody>
      </TableComponent>,
    );
    const region = screen.getByRole('region', {name: 'Table'});
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.querySelector('table')).toContainElement(screen.getByText('4001'));
  });
});
